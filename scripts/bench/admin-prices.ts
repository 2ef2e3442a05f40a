/**
 * The back-office's Lista de precios in `pnpm bench`, against the running local site: the owner signed
 * in at /admin/precios picks a 20,000-row price list (Windows-1252, `;`), three times alternating two
 * lists so every publish changes every price. Per run: from the file chosen to the preview shown (the
 * page's read of the current catalogue done before), the longest main-thread task meanwhile (the page
 * must not freeze: the file is read in a worker), and from Publicar to "Lista publicada".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { demoOwner } from '../../backend/src/demo-data.ts';
import { chromeFlags, site } from './browser.ts';
import { priceListFiles, summary } from './catalogue.ts';
import { summaryRow } from './doc-table.ts';
import type { Measurement } from './measurement.ts';

const ROUNDS = 3;
const ROWS = 20_000;

async function adminPriceTimings() {
  const dir = mkdtempSync(path.join(tmpdir(), 'frio-bench-admin-prices-'));
  const files = priceListFiles(dir, ROWS);
  const browser = await chromium.launch({ executablePath: requireChromiumPath(), args: chromeFlags });
  const previewMs: number[] = [];
  const longestTaskMs: number[] = [];
  const publishMs: number[] = [];
  const readMs: number[] = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${site}/login?next=%2Fadmin%2Fprecios`);
    const form = page.getByRole('form', { name: 'Ingresar' });
    await form.getByLabel('Email').fill(demoOwner.email);
    await form.getByLabel('Contraseña').fill(demoOwner.password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Lista de precios' }).waitFor({ timeout: 30_000 });
    for (let run = 0; run < ROUNDS; run += 1) {
      await page.goto(`${site}/admin/precios`);
      // The page's read of the current catalogue is in when the date shows.
      const readStart = Date.now();
      await page.getByText(/^Precios actualizados el/).waitFor({ timeout: 60_000 });
      readMs.push(Date.now() - readStart);
      await page.evaluate(() => {
        const w = window as unknown as { longest: number };
        w.longest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
        }).observe({ type: 'longtask' });
      });
      const start = Date.now();
      await page.getByLabel('Archivo de la lista de precios').setInputFiles(files[run % 2]!);
      await page.getByRole('button', { name: 'Publicar' }).waitFor({ timeout: 60_000 });
      previewMs.push(Date.now() - start);
      longestTaskMs.push(await page.evaluate(() => (window as unknown as { longest: number }).longest));
      const publishStart = Date.now();
      await page.getByRole('button', { name: 'Publicar' }).click();
      await page.getByText(/^Lista publicada\./).waitFor({ timeout: 120_000 });
      publishMs.push(Date.now() - publishStart);
    }
  } catch (error) {
    await page.screenshot({ path: path.join(tmpdir(), 'frio-bench-admin-prices-failure.png') });
    throw error;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    rows: ROWS,
    pageOpenToCurrentReadMs: summary(readMs, ' ms'),
    previewMs: summary(previewMs, ' ms'),
    longestMainThreadTaskDuringPreviewMs: summary(longestTaskMs, ' ms'),
    publishMs: summary(publishMs, ' ms'),
    runs: { readMs, previewMs, longestTaskMs, publishMs },
  };
}

export const adminPricesMeasurement: Measurement<Record<string, unknown>> = {
  key: 'admin-prices',
  async measure() {
    const figures = await adminPriceTimings().catch((error: unknown) => ({
      notMeasured: String(error).split('\n')[0]!,
    }));
    console.log('admin price list (20,000 rows):', figures);
    return figures;
  },
  tables(figures) {
    return {
      'admin-prices': [
        ['figure', 'median', 'spread', 'target'],
        ...summaryRow('open `/admin/precios` to the current list read', figures.pageOpenToCurrentReadMs),
        ...summaryRow('20,000-row file to its preview', figures.previewMs, '≤ 3 s'),
        ...summaryRow('longest main-thread task during the preview', figures.longestMainThreadTaskDuringPreviewMs),
        ...summaryRow('Publicar of 20,000 rows', figures.publishMs, '≤ 10 s'),
      ],
    };
  },
  report(figures) {
    console.log('Back-office price list (20,000 rows; budget: preview ≤ 3 s, publish ≤ 10 s)');
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(38)} ${typeof value === 'object' ? JSON.stringify(value) : value}`);
  },
};
