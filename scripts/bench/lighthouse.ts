/** Lighthouse (mobile defaults, performance only) on /, /productos, /contacto and the partner demo page. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { localUrl, partnerDemoPort } from '../../tooling/src/units.ts';
import { chromiumPath } from '../../tooling/src/chromium.ts';
import { chromeFlags, kb, site } from './browser.ts';
import type { BenchOptions, Measurement } from './measurement.ts';
import { portOpen } from './processes.ts';

/** The LCP element's selector, from the audit's details (a list holding a table of nodes). */
function lcpElement(details: unknown): string {
  const find = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const record = value as Record<string, unknown>;
    if (record.type === 'node' && typeof record.selector === 'string')
      return `${record.nodeLabel ?? ''} <${record.selector}>`.trim();
    for (const child of Object.values(record)) {
      const found = Array.isArray(child) ? child.map(find).find(Boolean) : find(child);
      if (found) return found;
    }
    return undefined;
  };
  return (find(details) ?? 'n/a').slice(0, 80);
}

async function lighthouseOnce(url: string): Promise<LH.Result> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse runs per page; the median run is reported (Lighthouse's own advice for noisy hosts). */
async function runLighthouse(url: string, runCount: number) {
  const runs: LH.Result[] = [];
  for (let i = 0; i < runCount; i++) runs.push(await lighthouseOnce(url));
  const lhr = computeMedianRun(runs);
  const scores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number; url: string }> } | undefined
    )?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scoresOfRuns: scores.join('/'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    lcpMsOfRuns: runs
      .map((run) => Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN))
      .join('/'),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
    firebaseRequested: requests.some((item) => /firebase-config\.json|firebaseio|:9000/.test(item.url)),
  };
}

type PageFigures = Awaited<ReturnType<typeof runLighthouse>>;

export function lighthouseMeasurement(options: BenchOptions): Measurement<Record<string, PageFigures>> {
  return {
    key: 'lighthouseMobile',
    async measure() {
      const pages: Record<string, PageFigures> = {};
      if (options.catalogueOnly) return pages;
      const targets: Array<[string, string]> = [
        ['/', `${site}/`],
        ['/productos', `${site}/productos`],
        ['/contacto', `${site}/contacto`],
      ];
      if (await portOpen(partnerDemoPort, 1000)) targets.push(['partner demo', localUrl(partnerDemoPort)]);
      for (const [label, url] of targets) {
        pages[label] = await runLighthouse(url, options.lighthouseRuns);
        console.log(`lighthouse ${label}:`, pages[label]);
      }
      return pages;
    },
    report(pages) {
      console.table(
        Object.entries(pages).map(([route, r]) => ({
          route,
          score: r.score,
          runs: r.scoresOfRuns,
          'FCP ms': r.fcpMs,
          'LCP ms': r.lcpMs,
          'TBT ms': r.tbtMs,
          CLS: r.cls,
          JS: kb(r.jsBytes),
          'JS req': r.jsRequests,
          firebase: r.firebaseRequested,
        })),
      );
    },
  };
}
