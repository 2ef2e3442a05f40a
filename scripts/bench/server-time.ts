/**
 * The pages function's server time for pages not in any cache, against the bench's 20,000-article
 * database: requests straight to the Functions emulator (no CDN, no Hosting), each address asked once
 * per run so the function's in-memory copies never answer. Per run: the p95 of 60 product pages, of the
 * 12 rubro listings and of 20 searches; three runs, median and spread of those p95s.
 */
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { productPath } from '@frio/shared/catalogue/product-path';
import { localFunctionUrl } from '../../tooling/src/hosting-routes.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { restRead } from '../../tooling/src/site-renderer/database.ts';
import { rubros } from '@frio/shared/types';
import { FUNCTION_REGION } from '../../functions/src/region.ts';
import { percentile } from './browser.ts';
import type { Measurement } from './measurement.ts';

const pagesUrl = localFunctionUrl({ functionId: 'pages', region: FUNCTION_REGION });
const queries = [
  'cobre',
  'gas r410',
  'capacitor',
  'filtro',
  'valvula',
  'termostato',
  'placa',
  'cable',
  'aceite',
  'manifold',
  'caño 1/4',
  'motor',
  'lata',
  'arma',
  'r22',
  'soldadura',
  'compresor',
  'ventilador',
  'contactor',
  'presostato',
];

const read = restRead(localFirebaseConfig().firebase.databaseURL);

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${pagesUrl}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return performance.now() - started;
}

interface Figures {
  [kind: string]: { p95s: number[]; median: number; count: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const serverTimeMeasurement: Measurement<Figures | { error: string }> = {
  key: 'serverTime',
  async measure() {
    try {
      const entries = decodeListing(await read('catalogo/listas/cobre')) ?? [];
      const products = entries.map(([key, record]) => productPath(key, (record as { nombre: string }).nombre));
      // One warm-up render loads the site's server code; it is not counted.
      await timed('/productos/insumos/gas');
      const runs: Record<string, number[]> = { product: [], listing: [], search: [] };
      for (let run = 0; run < 3; run += 1) {
        const sample = products.slice(run * 60, run * 60 + 60);
        const times = { product: [] as number[], listing: [] as number[], search: [] as number[] };
        for (const path of sample) times.product.push(await timed(path));
        for (const rubro of rubros) times.listing.push(await timed(`/productos/insumos/${rubro}?run=${run}`));
        for (const query of queries)
          times.search.push(await timed(`/buscar?q=${encodeURIComponent(query)}&run=${run}`));
        for (const kind of Object.keys(runs))
          runs[kind]!.push(Math.round(percentile(times[kind as keyof typeof times], 95)));
      }
      const figures: Figures = Object.fromEntries(
        Object.entries(runs).map(([kind, p95s]) => [kind, { p95s, median: median(p95s), count: products.length }]),
      );
      console.log('server time:', JSON.stringify(figures));
      return figures;
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  },
  rows(figures) {
    if ('error' in figures) return [];
    const targets: Record<string, string> = { product: '≤ 50 ms', listing: '≤ 100 ms', search: '≤ 100 ms' };
    return Object.entries(figures).map(([kind, { p95s, median: value }]) => ({
      figure: `pages function, uncached ${kind} page, p95 (20,000 articles)`,
      median: `${value} ms`,
      spread: `${Math.min(...p95s)}–${Math.max(...p95s)} ms`,
      target: targets[kind] ?? '',
    }));
  },
  report(figures) {
    if ('error' in figures) {
      console.log(`  server time: not measured (${figures.error})`);
      return;
    }
    for (const [kind, { p95s, median: value }] of Object.entries(figures))
      console.log(
        `  server time, ${kind} (uncached, p95): median ${value} ms of 3 runs (${Math.min(...p95s)}–${Math.max(...p95s)} ms)`,
      );
  },
};
