/**
 * `pnpm catalogue:import`: makes `productos` equal the file's good rows and keeps the catalogue it replaces
 * (kept-lists.ts). A list that removes more than a tenth of the listed articles is written only with
 * --permitir-bajas; `--deshacer` writes back the list the last publish kept.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { removalWarningText } from '@frio/shared/catalogue/import';
import { formatDayTime, formatInteger } from '@frio/shared/format';
import { importFile, type ImportResult, type Stage } from './run-import.ts';
import { undoLastPublish, type UndoResult } from './run-undo.ts';
import { adminTarget, localTarget, type CatalogueTarget } from './targets.ts';

const USAGE =
  'Uso: pnpm catalogue:import <archivo.csv|archivo.xlsx> [--dry-run] [--permitir-bajas] [--database-url URL] [--service-account cuenta.json]\n' +
  '     pnpm catalogue:import --deshacer [--dry-run] [--database-url URL] [--service-account cuenta.json]';
const LARGE_FILE_ROWS = 1_000;
/** The real site's pages are kept by Hosting's CDN for at most 10 minutes (docs/architecture.md). */
const FRESHNESS_HINT =
  'Listo. Cada página del sitio muestra la lista nueva en 10 minutos como máximo, sin hacer nada más.';
const SHOWN_LIST = 30;

const stages: Stage[] = ['lectura', 'validación', 'comparación', 'escritura'];

function list(label: string, keys: readonly string[]): string[] {
  if (keys.length === 0) return [];
  const shown = keys.slice(0, SHOWN_LIST).join(', ');
  return [
    `  ${label} (${keys.length}): ${shown}${keys.length > SHOWN_LIST ? `, … y ${keys.length - SHOWN_LIST} más` : ''}`,
  ];
}

export function report(result: ImportResult, label: string): string {
  if (result.status === 'refused') return `Archivo rechazado, no se escribió nada.\n${result.reason}`;
  if (result.status === 'needs-confirmation')
    return [
      `No se escribió nada. ${removalWarningText({ removed: result.removed.length, listed: result.listed })}`,
      ...list('bajas', result.removed),
      'Si es lo que querés, volvé a correr el comando con --permitir-bajas.',
    ].join('\n');
  const lines: string[] = [`Formato: ${result.format}. Destino: ${label}.`];
  for (const row of result.rejected)
    lines.push(`  línea ${row.line}: ${row.reasons.join('; ')}${row.nombre ? ` (${row.nombre})` : ''}`);
  if (result.rejected.length > 0)
    lines.splice(1, 0, 'Filas rechazadas (no se escriben; si su id se lee, su artículo queda como estaba):');
  const written = result.added.length + result.changed.length;
  if (result.status === 'dry-run') {
    lines.push('Prueba (--dry-run): no se escribió nada. Se haría:');
    lines.push(...list('altas', result.added), ...list('cambios', result.changed), ...list('bajas', result.removed));
    if (written + result.removed.length === 0) lines.push('  ningún cambio de productos');
  } else if (result.status === 'unchanged') {
    lines.push('Sin cambios: la base ya tiene este catálogo.');
  } else {
    lines.push('Catálogo actualizado.');
  }
  lines.push(
    `Leídas: ${result.read}. ${result.status === 'written' ? 'Escritas' : 'A escribir'}: ${result.status === 'unchanged' ? 0 : written} ` +
      `(altas ${result.added.length}, cambios ${result.changed.length}). Rechazadas: ${result.rejected.length}. ` +
      `${result.status === 'written' ? 'Dadas de baja' : 'Bajas'}: ${result.removed.length}.`,
  );
  lines.push(
    `Productos por rubro en el listado: ${Object.entries(result.itemsPerRubro)
      .map(([rubro, count]) => `${rubro} ${count}`)
      .join(', ')}.`,
  );
  return lines.join('\n');
}

export function undoReport(result: UndoResult, label: string): string {
  if (result.status === 'nothing-kept') return 'No hay publicaciones anteriores guardadas: no se cambió nada.';
  const { kept } = result;
  const which = `la lista publicada el ${formatDayTime(kept.fecha)}`;
  const count = `${formatInteger(kept.articulos)} artículos`;
  if (result.status === 'dry-run')
    return `Prueba (--dry-run): no se escribió nada. Deshacer volvería a ${which}, con ${count}, en ${label}.`;
  return [
    `Publicación deshecha: volvió ${which}, con ${count}. Destino: ${label}.`,
    `Vuelven ${result.added.length}, cambian ${result.changed.length}, se van ${result.removed.length}.`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'permitir-bajas': { type: 'boolean', default: false },
        deshacer: { type: 'boolean', default: false },
        'database-url': { type: 'string' },
        'service-account': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const [file, ...extra] = args.positionals;
  const undo = args.values.deshacer;
  const misused = undo ? file !== undefined || args.values['permitir-bajas'] : !file || extra.length > 0;
  if (args.values.help || misused) {
    console.error(USAGE);
    return args.values.help ? 0 : 1;
  }
  const serviceAccount = args.values['service-account'];
  const target = serviceAccount
    ? await adminTarget(serviceAccount, args.values['database-url'])
    : localTarget(args.values['database-url']);
  if (undo || !file) return runUndo(target, args.values['dry-run'], Boolean(serviceAccount));

  let bar: cliProgress.SingleBar | undefined;
  const onStage = (stage: Stage, rows: number) => {
    if (!bar && rows >= LARGE_FILE_ROWS && process.stderr.isTTY) {
      bar = new cliProgress.SingleBar(
        { format: '{bar} {value}/{total} etapas | {etapa} ({filas} filas)', stream: process.stderr },
        cliProgress.Presets.shades_classic,
      );
      bar.start(stages.length, 0, { etapa: stage, filas: rows });
    }
    bar?.update(stages.indexOf(stage) + 1, { etapa: stage, filas: rows });
  };
  try {
    const result = await importFile(file, target, {
      dryRun: args.values['dry-run'],
      allowRemovals: args.values['permitir-bajas'],
      onStage,
    });
    bar?.stop();
    const failed = result.status === 'refused' || result.status === 'needs-confirmation';
    return print(report(result, target.label), failed, Boolean(serviceAccount) && result.status === 'written');
  } catch (error) {
    bar?.stop();
    console.error(`No se escribió nada: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await target.close();
  }
}

function print(output: string, failed: boolean, hint: boolean): number {
  if (failed) {
    console.error(output);
    return 1;
  }
  console.log(output);
  if (hint) console.log(FRESHNESS_HINT);
  return 0;
}

async function runUndo(target: CatalogueTarget, dryRun: boolean, remote: boolean): Promise<number> {
  try {
    const result = await undoLastPublish(target, { dryRun });
    return print(
      undoReport(result, target.label),
      result.status === 'nothing-kept',
      remote && result.status === 'undone',
    );
  } catch (error) {
    console.error(`No se escribió nada: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
