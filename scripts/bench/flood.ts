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
 * The flood sends `--flood=N` addresses (200 unless told), and goes on with new ones while the visitor
 * has had fewer than MIN_VISITS answers, for at most MAX_FLOOD_MS. `--flood-runs=N` runs (3 unless
 * told); the figures are medians with their spread. 5xx counts the flood's and the visitor's answers
 * (no answer within 60 s counts as one).
 * The Functions emulator answers one request per worker process and starts a new worker for a request
 * when none is idle, each loading the function (and, for a page, the site's server code) anew: a flood
 * of 20 at a time is up to 20 cold starts there, where a deployed instance takes 40 requests at once
 * (functions/src/index.ts). Its figures are the local worst case, not production's.
 */
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { productPath } from '@frio/shared/catalogue/product-path';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { productPreviewImage } from '@frio/shared/product-preview';
import { localFunctionUrl } from '../../tooling/src/hosting-routes.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { restRead } from '../../tooling/src/site-renderer/database.ts';
import { FUNCTION_REGION } from '../../functions/src/region.ts';
import { median, percentile } from './browser.ts';
import type { Measurement } from './measurement.ts';

const pagesUrl = localFunctionUrl({ functionId: 'pages', region: FUNCTION_REGION });
const read = restRead(localFirebaseConfig().firebase.databaseURL, 120_000);

const flag = (name: string, otherwise: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length) ?? otherwise);
const FLOOD_ADDRESSES = flag('flood', 200);
const RUNS = flag('flood-runs', 3);
const FLOOD_CONCURRENCY = 20;
/** The visitor's quiet visits per run. */
const VISITS = 40;
/** The visitor's answers a flood waits for (a p95 of fewer says little), unless MAX_FLOOD_MS is over. */
const MIN_VISITS = 20;
const MAX_FLOOD_MS = 120_000;

interface Answer {
  status: number;
  ms: number;
}

async function ask(path: string): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${pagesUrl}${path}`, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'br, gzip' },
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    // No answer (a timeout, a reset): counted with the 5xx.
    return { status: 599, ms: performance.now() - started };
  }
}

type Kind = 'madeUp' | 'real';

interface Phase {
  p50: number;
  p95: number;
  max: number;
}
interface Run {
  quiet: Phase;
  flood: Record<Kind, Phase & { sent: number; serverErrors: number; statuses: Record<string, number> }>;
}
type Figures = { runs: Run[] } | { error: string };

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
      if (others.length < FLOOD_ADDRESSES) throw new Error(`too few products (${entries.length})`);
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
      // Warm: the site's server code, the search index and the image fonts loaded once, as in a running instance.
      for (const path of [visited[0]!, '/buscar?q=cobre', productPreviewImage(someKey, current)]) await ask(path);

      const runs: Run[] = [];
      let visits = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const quiet: Answer[] = [];
        while (quiet.length < VISITS) quiet.push(await ask(visited[visits++ % visited.length]!));
        console.log(`flood, run ${run + 1}, quiet: ${JSON.stringify(phase(quiet.map(({ ms }) => ms)))}`);
        const flood = {} as Run['flood'];
        for (const [kind, address] of [
          ['madeUp', madeUp],
          ['real', real],
        ] as const) {
          let sent = 0;
          let done = false;
          const during: Answer[] = [];
          const floodAnswers: Answer[] = [];
          const started = performance.now();
          const more = () =>
            sent < FLOOD_ADDRESSES || (during.length < MIN_VISITS && performance.now() - started < MAX_FLOOD_MS);
          const flooding = Array.from({ length: FLOOD_CONCURRENCY }, async () => {
            while (more()) floodAnswers.push(await ask(address(sent++)));
          });
          const visitor = (async () => {
            while (!done) during.push(await ask(visited[visits++ % visited.length]!));
          })();
          await Promise.all(flooding);
          done = true;
          await visitor;
          const statuses: Record<string, number> = {};
          for (const { status } of floodAnswers) statuses[status] = (statuses[status] ?? 0) + 1;
          const serverErrors = [...floodAnswers, ...during].filter(({ status }) => status >= 500).length;
          flood[kind] = { ...phase(during.map(({ ms }) => ms)), sent, serverErrors, statuses };
          console.log(`flood, run ${run + 1}, ${kind}: ${JSON.stringify(flood[kind])}, ${during.length} visits`);
        }
        const result: Run = { quiet: phase(quiet.map(({ ms }) => ms)), flood };
        if (quiet.some(({ status }) => status !== 200)) throw new Error('a quiet visit did not answer 200');
        runs.push(result);
      }
      return { runs };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  },
  rows(figures) {
    if ('error' in figures) return [];
    const { runs } = figures;
    const row = (figure: string, values: number[], target?: string) => ({
      figure,
      median: `${median(values)} ms`,
      spread: `${Math.min(...values)}–${Math.max(...values)} ms`,
      ...(target ? { target } : {}),
    });
    const quiet95 = runs.map((run) => run.quiet.p95);
    return [
      row("pages function, a visitor's product page p95, quiet", quiet95),
      row(
        `pages function, a visitor's product page p95 during a flood of ${FLOOD_ADDRESSES} made-up addresses (${FLOOD_CONCURRENCY} at a time)`,
        runs.map((run) => run.flood.madeUp.p95),
        `< 2× quiet, no 5xx`,
      ),
      row(
        `pages function, a visitor's product page p95 during a flood of ${FLOOD_ADDRESSES} real pages and images (${FLOOD_CONCURRENCY} at a time)`,
        runs.map((run) => run.flood.real.p95),
      ),
      {
        figure: 'pages function, 5xx answers during the floods (made-up, real; all runs)',
        median: `${runs.reduce((n, run) => n + run.flood.madeUp.serverErrors, 0)}, ${runs.reduce((n, run) => n + run.flood.real.serverErrors, 0)}`,
        spread: '',
        target: '0',
      },
    ];
  },
  report(figures) {
    if ('error' in figures) {
      console.log(`  flood: not measured (${figures.error})`);
      return;
    }
    for (const [index, run] of figures.runs.entries()) {
      const { quiet, flood } = run;
      console.log(
        `  flood, run ${index + 1}: visitor quiet p50 ${quiet.p50} / p95 ${quiet.p95} ms; ` +
          (['madeUp', 'real'] as const)
            .map(
              (kind) =>
                `${kind === 'madeUp' ? 'made-up' : 'real'} flood (${flood[kind].sent} addresses, ${JSON.stringify(flood[kind].statuses)}): ` +
                `p50 ${flood[kind].p50} / p95 ${flood[kind].p95} / max ${flood[kind].max} ms, ${flood[kind].serverErrors} 5xx`,
            )
            .join('; '),
      );
    }
  },
};
