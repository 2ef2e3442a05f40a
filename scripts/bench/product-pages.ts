/**
 * The product documents (docs/product-pages.md) against the bench's 20,000-product
 * database: how long `pnpm catalogue:pages` takes to read the catalogue and write every listed
 * product's document and the sitemap (three runs into a temporary folder: median and spread), and a
 * product document's size in Brotli at its best quality (what a static host sends), the first one's and
 * the largest (of the 20 largest documents). Lighthouse on a product page is in lighthouse.ts (`/producto/:segment`).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotli } from '../../tooling/src/brotli.ts';
import { writeProductPages } from '../prerender/product-pages.ts';
import { documentMaker } from '../prerender/server-render.ts';
import { readText } from '../prerender/site-fetch.ts';
import { site } from './browser.ts';
import type { Measurement } from './measurement.ts';

interface ProductPagesFigures {
  documents: number;
  runsMs: number[];
  medianMs: number;
  firstDocument: { path: string; bytes: number; brotliBytes: number };
  largestBrotliBytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const productPagesMeasurement: Measurement<ProductPagesFigures | { error: string }> = {
  key: 'productPages',
  async measure() {
    const dir = mkdtempSync(path.join(tmpdir(), 'frio-product-pages-'));
    try {
      const origin = 'https://www.example.com.ar';
      const shell = await readText(new URL('/app.html', site).href);
      const runs: number[] = [];
      let documents = 0;
      for (let run = 0; run < 3; run += 1) {
        // A new maker each run: every run reads the catalogue anew, as the command does.
        const maker = await documentMaker(site, origin, shell);
        const result = await writeProductPages({ maker, origin, outDir: dir });
        runs.push(Math.round(result.ms));
        documents = result.documents;
        console.log(`product pages run ${run + 1}: ${documents} documents in ${Math.round(result.ms)} ms`);
      }
      const folder = path.join(dir, 'producto');
      const canonical = readdirSync(folder).filter((name) => name.includes('-'));
      // Brotli at its best quality takes over 100 ms a document: the 20 largest documents are compressed.
      const largestFiles = canonical
        .map((name) => path.join(folder, name, 'index.html'))
        .sort((a, b) => statSync(b).size - statSync(a).size)
        .slice(0, 20);
      const largest = Math.max(...largestFiles.map((file) => brotli(readFileSync(file)).length));
      const first = readFileSync(path.join(folder, canonical[0]!, 'index.html'));
      const figures = {
        documents,
        runsMs: runs,
        medianMs: median(runs),
        firstDocument: { path: `/producto/${canonical[0]}`, bytes: first.length, brotliBytes: brotli(first).length },
        largestBrotliBytes: largest,
      };
      console.log('product pages:', JSON.stringify(figures));
      return figures;
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  rows(figures) {
    if ('error' in figures) return [];
    return [
      {
        figure: 'product documents for 20,000 articles',
        median: `${(figures.medianMs / 1000).toFixed(1)} s (${figures.documents} listed)`,
        spread: `${(Math.min(...figures.runsMs) / 1000).toFixed(1)}–${(Math.max(...figures.runsMs) / 1000).toFixed(1)} s`,
      },
      {
        figure: 'a product document, Brotli',
        median: `${figures.firstDocument.brotliBytes} B; the largest ${figures.largestBrotliBytes} B`,
        spread: '',
        target: '≤ 20 KB',
      },
    ];
  },
  report(figures) {
    if ('error' in figures) {
      console.log(`  product pages: not measured (${figures.error})`);
      return;
    }
    const spread = `${Math.min(...figures.runsMs)}–${Math.max(...figures.runsMs)}`;
    console.log(
      `  product documents: ${figures.documents} listed of 20,000 articles, generated in ${(figures.medianMs / 1000).toFixed(1)} s (median of 3, ${spread} ms)`,
    );
    console.log(
      `  a product document: ${figures.firstDocument.bytes} B, ${figures.firstDocument.brotliBytes} B Brotli (${figures.firstDocument.path}); largest ${figures.largestBrotliBytes} B Brotli`,
    );
  },
};
