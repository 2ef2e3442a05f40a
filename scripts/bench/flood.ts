/**
 * A visitor's product page while someone floods the pages function with addresses (`--only=flood`),
 * straight to the Functions emulator (no CDN in front: every request reaches the function, as every
 * new address does in production). Per run:
 *  - quiet: the visitor asks for real product pages at their own addresses, one after another (40);
 *  - made-up flood: FLOOD_CONCURRENCY requests at a time, each to an address never asked for before, of
 *    the kinds anyone can make up: a product image of another stamp, a product page, a listing or /buscar
 *    with a query the page does not read, a 2,000-character search; the visitor asks meanwhile;
 *  - real flood: the same, with addresses the function must render: distinct listed products' pages and
 *    their current images (what the CDN has to absorb in production, one render per address per window).
 * The flood sends at least `--flood=N` addresses (200 unless told, as many as the attack it was written
 * for) and goes on, with more distinct ones, until the visitor has VISITS answers during it: a flood of
 * 301s alone is over in about a second, when the visitor had had 2 or 3 answers and "p95" was their
 * maximum. The flood's client runs in a process of its own (flood-client.ts), so its own work is not on
 * the visitor's clock. At 20 at a time, even answers that cost next to nothing keep this 2-core
 * machine's CPU busy, which no address rule changes: the same made-up flood sent to a bare Node server
 * answering 301 (no function at all) slowed the visitor's pages on the instance as much. `--flood-runs=N` runs (3 unless told); the figures
 * are medians with their spread. 5xx counts the flood's and the visitor's answers (no answer within
 * 60 s counts as one), and the log names the flood's addresses that had one.
 * The Functions emulator answers one request per worker process and starts a new worker for a request
 * when none is idle, each loading the function (and, for a page, the site's server code) anew: a flood
 * of 20 at a time is up to 20 cold starts there, where a deployed instance takes 40 requests at once
 * (functions/src/index.ts). Its figures are the local worst case, not production's.
 */
import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { productPath } from '@frio/shared/catalogue/product-path';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { productPreviewImage } from '@frio/shared/product-preview';
import { localFunctionUrl } from '../../tooling/src/hosting-routes.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { restRead } from '@frio/renderer/database';
import { FUNCTION_REGION } from '../../functions/src/region.ts';
import { median, percentile } from './browser.ts';
import { flags } from './flags.ts';
import type { Measurement } from './measurement.ts';
import { ask, type FloodAnswer, type FloodDone, type FloodOrder } from './flood-client.ts';

const pagesUrl = localFunctionUrl({ functionId: 'pages', region: FUNCTION_REGION });
const read = restRead(localFirebaseConfig().firebase.databaseURL, 120_000);

const FLOOD_CONCURRENCY = 20;
/** The visitor's visits per run, quiet and during each flood. */
const VISITS = 40;
/** Addresses ready per flood: far more than a flood sends before the visitor has VISITS answers. */
const READY = { madeUp: 10_000, real: 3_000 };

type Kind = 'madeUp' | 'real';

interface Phase {
  p50: number;
  p95: number;
  max: number;
}
interface Run {
  quiet: Phase;
  flood: Record<
    Kind,
    Phase & { sent: number; seconds: number; visits: number; serverErrors: number; statuses: Record<string, number> }
  >;
}
/** Where the function runs: the Functions emulator, or one process as a deployed instance (pages-instance.ts). */
type Target = 'emulator' | 'instance';
/** `--flood-on=instance`: one target only (the emulator's cold workers take minutes on a busy machine). */
const targets = () => (['emulator', 'instance'] as const).filter((target) => (flags().floodOn ?? target) === target);
type Figures = Partial<Record<Target, Run[]>> | { error: string };

/** The built function in a process of its own, as one instance: its base URL and how to stop it. */
async function startInstance(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'pages-instance.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const port = /^port (\d+)$/.exec(line)?.[1];
    if (port) return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
  }
  throw new Error('the pages instance did not start');
}

/**
 * Floods `base` with `addresses` from a client process of its own (flood-client.ts) while `visit` is
 * asked one after another, until the visitor has VISITS answers and at least `minimum` addresses are
 * sent. The visitor's answers during the flood, and the flood's.
 */
async function floodWhileVisiting(
  order: FloodOrder,
  visit: () => Promise<FloodAnswer>,
): Promise<{ during: FloodAnswer[]; done: FloodDone }> {
  const client = fork(path.join(import.meta.dirname, 'flood-client.ts'), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const done = new Promise<FloodDone>((resolve, reject) => {
    client.on('message', (message: FloodDone | { ready: true }) => ('ready' in message ? ready() : resolve(message)));
    client.once('exit', (code) => reject(new Error(`the flood's client ended (${code}) before answering`)));
  });
  // Its loop is up (tsx loaded) before the flood starts: the visitor's first answer is during the flood.
  await Promise.race([listening, done]);
  client.send({ order });
  const during: FloodAnswer[] = [];
  let over = false;
  void done.finally(() => {
    over = true;
  });
  const started = performance.now();
  const at: number[] = [];
  while (!over) {
    at.push(performance.now() - started);
    during.push(await visit());
    if (during.length === VISITS) client.send({ stop: true });
  }
  // The slowest visits and when in the flood they began: a pause of the whole instance shows as several at once.
  const slowest = during
    .map(({ ms }, index) => `${Math.round(ms)} ms at ${(at[index]! / 1000).toFixed(1)} s`)
    .sort((a, b) => parseInt(b) - parseInt(a))
    .slice(0, 3);
  console.log(`flood: the visitor's slowest: ${slowest.join(', ')}`);
  return { during, done: await done };
}

const phase = (times: number[]): Phase => ({
  p50: Math.round(percentile(times, 50)),
  p95: Math.round(percentile(times, 95)),
  max: Math.round(Math.max(...times)),
});

export const floodMeasurement: Measurement<Figures> = {
  key: 'flood',
  async measure() {
    try {
      const entries = decodeListing(await read('catalogo/listas/cobre')) ?? [];
      const stamp = await read(STAMP_PATH);
      const current = typeof stamp === 'number' ? stamp : null;
      const product = ([key, record]: [string, unknown]) => productPath(key, (record as { nombre: string }).nombre);
      // The visitor's pages and the real flood's come from different products.
      const visited = entries.slice(0, 50).map(product);
      const others = entries.slice(50);
      if (others.length < flags().floodAddresses) throw new Error(`too few products (${entries.length})`);
      const [someKey] = entries[0]!;
      let made = 0;
      const madeUp = (n: number): string => {
        made += 1;
        const unique = `${Date.now().toString(36)}${made}`;
        switch (n % 5) {
          case 0:
            return productPreviewImage(someKey, 1_700_000_000_000 + made);
          case 1:
            return `${visited[n % visited.length]}?x=${unique}`;
          case 2:
            return `/productos/insumos/cobre?fbclid=${unique}`;
          case 3:
            return `/buscar?q=cobre&x=${unique}`;
          default:
            return `/buscar?q=${'a'.repeat(2000)}${unique}`;
        }
      };
      let realAt = 0;
      const real = (n: number): string => {
        const entry = others[realAt % others.length]!;
        if (n % 2) realAt += 1;
        return n % 2 ? productPreviewImage(entry[0], current) : product(entry);
      };
      let visits = 0;
      const runOn = async (target: Target, base: string): Promise<Run[]> => {
        const go = (address: string) => ask(base, address);
        // Warm: the site's server code, the search index and the image fonts loaded once, as in a running instance.
        for (const address of [visited[0]!, '/buscar?q=cobre', productPreviewImage(someKey, current)])
          await go(address);
        const runs: Run[] = [];
        for (let run = 0; run < flags().floodRuns; run += 1) {
          const quiet: FloodAnswer[] = [];
          while (quiet.length < VISITS) quiet.push(await go(visited[visits++ % visited.length]!));
          console.log(`flood, ${target}, run ${run + 1}, quiet: ${JSON.stringify(phase(quiet.map(({ ms }) => ms)))}`);
          const flood = {} as Run['flood'];
          for (const [kind, address] of [
            ['madeUp', madeUp],
            ['real', real],
          ] as const) {
            const addresses = Array.from({ length: READY[kind] }, (_, n) => address(n));
            const { during, done } = await floodWhileVisiting(
              { base, addresses, concurrency: FLOOD_CONCURRENCY, minimum: flags().floodAddresses },
              () => go(visited[visits++ % visited.length]!),
            );
            const floodAnswers = done.answers;
            for (const { address: failed, status, ms, reason = '' } of done.failed.slice(0, 10))
              console.log(
                `flood, ${target}, run ${run + 1}, ${kind}: ${status} in ${Math.round(ms)} ms for ${failed} ${reason}`,
              );
            for (const { status, ms, reason = '' } of during.filter((answer) => answer.status >= 500))
              console.log(
                `flood, ${target}, run ${run + 1}, ${kind}: the visitor's ${status} in ${Math.round(ms)} ms ${reason}`,
              );
            const statuses: Record<string, number> = {};
            for (const { status } of floodAnswers) statuses[status] = (statuses[status] ?? 0) + 1;
            const serverErrors = [...floodAnswers, ...during].filter(({ status }) => status >= 500).length;
            const seconds = Number(done.seconds.toFixed(1));
            flood[kind] = {
              ...phase(during.map(({ ms }) => ms)),
              sent: floodAnswers.length,
              seconds,
              visits: during.length,
              serverErrors,
              statuses,
            };
            console.log(`flood, ${target}, run ${run + 1}, ${kind}: ${JSON.stringify(flood[kind])}`);
          }
          const result: Run = { quiet: phase(quiet.map(({ ms }) => ms)), flood };
          if (quiet.some(({ status }) => status !== 200)) throw new Error('a quiet visit did not answer 200');
          runs.push(result);
        }
        return runs;
      };
      const figures: Partial<Record<Target, Run[]>> = {};
      if (targets().includes('emulator')) figures.emulator = await runOn('emulator', pagesUrl);
      if (targets().includes('instance')) {
        const instance = await startInstance();
        try {
          figures.instance = await runOn('instance', instance.base);
        } finally {
          instance.stop();
        }
      }
      return figures;
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  },
  tables(figures) {
    if ('error' in figures) return {};
    const spread = (values: number[]) => `${median(values)} ms (${Math.min(...values)}–${Math.max(...values)})`;
    const row = (figure: string, phases: Phase[], target = '') => [
      figure,
      spread(phases.map(({ p50 }) => p50)),
      spread(phases.map(({ p95 }) => p95)),
      target,
    ];
    const where: Record<Target, string> = { emulator: 'in the Functions emulator', instance: 'as one instance' };
    const rows = targets().flatMap((target) => {
      const runs = figures[target] ?? [];
      if (runs.length === 0) return [];
      const errors = (kind: 'madeUp' | 'real') => runs.reduce((n, run) => n + run.flood[kind].serverErrors, 0);
      const sent = (kind: 'madeUp' | 'real') => median(runs.map((run) => run.flood[kind].sent));
      return [
        row(
          `${where[target]}: a visitor's product page, quiet`,
          runs.map((run) => run.quiet),
        ),
        row(
          `${where[target]}: the same during made-up addresses (${sent('madeUp')}, ${FLOOD_CONCURRENCY} at a time)`,
          runs.map((run) => run.flood.madeUp),
          'p95 < 2× quiet',
        ),
        row(
          `${where[target]}: the same during real pages and images (${sent('real')}, ${FLOOD_CONCURRENCY} at a time)`,
          runs.map((run) => run.flood.real),
        ),
        [
          `${where[target]}: 5xx during the floods (made-up, real; all runs)`,
          `${errors('madeUp')}, ${errors('real')}`,
          '',
          '0',
        ],
      ];
    });
    return rows.length === 0 ? {} : { flood: [['figure', 'p50', 'p95', 'target'], ...rows] };
  },
  report(figures) {
    if ('error' in figures) {
      console.log(`  flood: not measured (${figures.error})`);
      return;
    }
    for (const target of targets())
      for (const [index, run] of (figures[target] ?? []).entries()) {
        const { quiet, flood } = run;
        console.log(
          `  flood, ${target}, run ${index + 1}: visitor quiet p50 ${quiet.p50} / p95 ${quiet.p95} ms; ` +
            (['madeUp', 'real'] as const)
              .map(
                (kind) =>
                  `${kind === 'madeUp' ? 'made-up' : 'real'} flood (${flood[kind].sent} addresses in ${flood[kind].seconds} s, ${JSON.stringify(flood[kind].statuses)}, ${flood[kind].visits} visits): ` +
                  `p50 ${flood[kind].p50} / p95 ${flood[kind].p95} / max ${flood[kind].max} ms, ${flood[kind].serverErrors} 5xx`,
              )
              .join('; '),
        );
      }
  },
};
