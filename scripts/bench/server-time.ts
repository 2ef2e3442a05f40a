/**
 * The pages function's server time for pages not in any cache: requests straight to the Functions emulator
 * (no CDN, no Hosting), which renders every request anew. Three runs; the median and spread of each run's
 * p95. An instance's first search (it reads the search index) and first image (it loads the fonts and the
 * layout engine) are timed apart.
 */
import { decodeListing } from '@frio/shared/catalogue/listing-codec';
import { productPath } from '@frio/shared/catalogue/product-path';
import { STAMP_PATH } from '@frio/shared/catalogue/product-read';
import { productPreviewImage } from '@frio/shared/product-preview';
import { localFunctionUrl } from '../../tooling/src/hosting-routes.ts';
import { localFirebaseConfig } from '../../tooling/src/site-data.ts';
import { restRead } from '@frio/renderer/database';
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

// The bench's own read of a whole rubro list (cobre: 70,000 rows at 200,000 articles) takes longer than
// a page's reads, for which restRead's default timeout is meant.
const read = restRead(localFirebaseConfig().firebase.databaseURL, 120_000);

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${pagesUrl}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return performance.now() - started;
}

type Kind = 'product' | 'listing' | 'search' | 'image';

interface Figures {
  articles: number;
  /** The instance's first search (with its read of the search index), ms; null: no index to search. */
  firstSearch: number | null;
  /** The instance's first image (with its load of the fonts and of satori's layout engine), ms. */
  firstImage: number;
  kinds: Partial<Record<Kind, { p95s: number[]; median: number }>>;
}

const labels: Record<Kind, string> = {
  product: 'product page',
  listing: 'rubro listing',
  search: '/buscar',
  image: "product's link-preview image",
};
const targets: Record<Kind, string> = {
  product: '≤ 50 ms',
  listing: '≤ 100 ms',
  search: '≤ 100 ms',
  image: '≤ 150 ms',
};

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function serverTimeMeasurement(articles: number): Measurement<Figures | { error: string }> {
  const count = `${articles.toLocaleString('en-US')} articles`;
  return {
    key: 'serverTime',
    async measure() {
      try {
        const entries = decodeListing(await read('catalogo/listas/cobre')) ?? [];
        const products = entries.map(([key, record]) => productPath(key, (record as { nombre: string }).nombre));
        // A product's image at its current list's address, drawn on every request (only the CDN keeps it).
        const stamp = await read(STAMP_PATH);
        const images = entries.map(([key]) => productPreviewImage(key, typeof stamp === 'number' ? stamp : null));
        // A database without a search index (never imported with one): /buscar would time a page with
        // nothing searched, so it is not measured.
        const searched = (await read('catalogo/indice')) !== null;
        const firstSearch = searched ? Math.round(await timed('/buscar?q=cobre')) : null;
        const firstImage = Math.round(await timed(images.at(-1)!));
        const kinds: Kind[] = searched ? ['product', 'listing', 'search', 'image'] : ['product', 'listing', 'image'];
        const runs: Record<Kind, number[]> = { product: [], listing: [], search: [], image: [] };
        for (let run = 0; run < 3; run += 1) {
          const sample = products.slice(run * 60, run * 60 + 60);
          const times: Record<Kind, number[]> = { product: [], listing: [], search: [], image: [] };
          for (const path of sample) times.product.push(await timed(path));
          for (const path of images.slice(run * 20, run * 20 + 20)) times.image.push(await timed(path));
          // Each at its own address: the function renders it anew every time (only the CDN keeps it), and
          // a query the page does not read would be a 301.
          for (const rubro of rubros) times.listing.push(await timed(`/productos/insumos/${rubro}`));
          if (searched)
            for (const query of queries) times.search.push(await timed(`/buscar?${new URLSearchParams({ q: query })}`));
          for (const kind of kinds) runs[kind].push(Math.round(percentile(times[kind], 95)));
        }
        const figures: Figures = {
          articles,
          firstSearch,
          firstImage,
          kinds: Object.fromEntries(kinds.map((kind) => [kind, { p95s: runs[kind], median: middle(runs[kind]) }])),
        };
        console.log('server time:', JSON.stringify(figures));
        return figures;
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    },
    tables(figures) {
      if ('error' in figures) return {};
      const p95 = (kind: Kind) => {
        const { p95s, median } = figures.kinds[kind] ?? {};
        return p95s
          ? [
              [
                `uncached ${labels[kind]} p95`,
                `${median} ms (${Math.min(...p95s)}–${Math.max(...p95s)} ms)`,
                targets[kind],
              ],
            ]
          : [];
      };
      return {
        serverTime: [
          ['figure', count, 'target'],
          ...p95('product'),
          ...p95('listing'),
          ...p95('search'),
          ...(figures.firstSearch === null ? [] : [['first /buscar with index read', `${figures.firstSearch} ms`, '']]),
          ...p95('image'),
          ['first product image with fonts and layout engine loaded', `${figures.firstImage} ms`, ''],
        ],
      };
    },
    report(figures) {
      if ('error' in figures) {
        console.log(`  server time: not measured (${figures.error})`);
        return;
      }
      for (const [kind, { p95s, median }] of Object.entries(figures.kinds))
        console.log(
          `  server time, ${labels[kind as Kind]} (uncached, p95, ${count}): median ${median} ms of 3 runs (${Math.min(...p95s)}–${Math.max(...p95s)} ms)`,
        );
      console.log(
        figures.firstSearch === null
          ? `  server time, /buscar: not measured (the database holds no search index at ${count})`
          : `  server time, an instance's first search (reads the index): ${figures.firstSearch} ms`,
      );
      console.log(`  server time, an instance's first product image (loads the fonts): ${figures.firstImage} ms`);
    },
  };
}
