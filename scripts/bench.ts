/**
 * `pnpm bench`: prints the figures the issues ask for, measured on the production builds served as
 * `pnpm start` serves them, in Debian's Chromium:
 *  - Lighthouse (mobile defaults; the median of 3 runs, `--runs=N` to change) on /, /productos, /contacto,
 *    /productos/insumos/cobre and the partner demo page;
 *  - JS bytes per route, each remote's entry, the shell's own JS, the calculator embed;
 *  - catalogue timings against a 20,000-product database (one rubro of ~5,000 items) and the import
 *    of a 20,000-row price list (scripts/bench/catalogue.ts).
 * Needs the ports of `pnpm start` free. Results also go to bench-results/latest.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type * as LH from 'lighthouse/types/lh.js';
import { chromium } from 'playwright-core';
import { backendPorts, partnerDemoPort, units, localUrl } from '../tooling/src/units.ts';
import { root, serveAll } from './units-server.ts';
import { catalogueTimings, importTimings } from './bench/catalogue.ts';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const site = localUrl(units.shell.port).replace(/\/$/, '');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const results: Record<string, unknown> = {};

function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, 'localhost');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`port ${port} did not open`));
        else setTimeout(attempt, 300);
      });
    };
    attempt();
  });
}

function jsFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.js')) out.push(file);
    }
  };
  walk(dir);
  return out;
}

const gz = (file: string) => gzipSync(readFileSync(file)).length;
/** What the local server sends to a browser that accepts Brotli: the build's .br copy (tooling/src/brotli.ts). */
const br = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gz(file));

// ---------------------------------------------------------------- Lighthouse
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

/** Lighthouse runs per page; the median run is reported (Lighthouse's own advice for noisy hosts). */
const lighthouseRuns = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);

async function lighthouseOnce(url: string): Promise<LH.Result> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

async function runLighthouse(url: string) {
  const runs: LH.Result[] = [];
  for (let i = 0; i < lighthouseRuns; i++) runs.push(await lighthouseOnce(url));
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

// ---------------------------------------------------------------- sizes
function sizes() {
  const entries: Record<string, { rawBytes: number; gzipBytes: number }> = {};
  for (const [key, unit] of Object.entries(units)) {
    if (key === 'shell') continue;
    const file = path.join(root, unit.dir, 'dist', 'remoteEntry.js');
    entries[unit.dir] = { rawBytes: statSync(file).size, gzipBytes: gz(file) };
  }
  // The shell's own JS: everything the shell ships except React and React DOM (the router counts).
  const shellJs = jsFiles(path.join(root, 'shell', 'dist'));
  const isFramework = (file: string) =>
    /prebuild__react|__loadShare__react_mf_2_dom|__loadShare__react__loadShare|__loadShare__react_mf_1_jsx/.test(
      path.basename(file),
    );
  const shellOwn = shellJs.filter((file) => !isFramework(file));
  // Where those bytes come from: the router, the shell's own modules, and the federation runtime with the
  // code @module-federation/vite generates around it (host init, share maps, the host's remoteEntry).
  const kindOf = (file: string) => {
    const name = path.basename(file);
    if (/^router-/.test(name)) return 'router';
    if (/^(index|boot|prefetch-route)-/.test(name)) return 'shellCode';
    return 'federation';
  };
  const shellOwnBreakdown = { router: 0, shellCode: 0, federation: 0 };
  for (const file of shellOwn) shellOwnBreakdown[kindOf(file)] += gz(file);
  const catalogueJs = jsFiles(path.join(root, 'mf-catalogue', 'dist')).filter(
    (file) => !/prebuild__react|firebase|index\.esm/.test(path.basename(file)),
  );
  let embed: { file: string; gzipBytes: number } | undefined;
  try {
    const embedFile = jsFiles(path.join(root, 'mf-calculator', 'dist', 'embed'))[0];
    if (embedFile) embed = { file: path.relative(root, embedFile), gzipBytes: gz(embedFile) };
  } catch {
    // no embed build
  }
  return {
    remoteEntries: entries,
    shellOwnJsGzipBytes: shellOwn.reduce((sum, file) => sum + gz(file), 0),
    shellOwnJsBrotliBytes: shellOwn.reduce((sum, file) => sum + br(file), 0),
    shellOwnBreakdown,
    catalogueOwnJsGzipBytes: catalogueJs.reduce((sum, file) => sum + gz(file), 0),
    embed,
  };
}

// ---------------------------------------------------------------- catalogue timings (bench/catalogue.ts)
async function catalogueFigures() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    return await catalogueTimings(browser, site);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- main
async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const database: ChildProcess = spawn('pnpm', ['--filter', 'backend', 'database'], {
    cwd: root,
    env: { ...process.env, FRIO_CATALOGUE_SIZE: '20000', FRIO_CATALOGUE_SKEW: 'cobre:0.35' },
    stdio: 'ignore',
    detached: true,
  });
  const servers = await serveAll();
  try {
    await waitForPort(backendPorts.database);
    const pages: Record<string, unknown> = {};
    const catalogueOnly = process.argv.includes('--catalogue-only');
    const targets: Array<[string, string]> = [
      ['/', `${site}/`],
      ['/productos', `${site}/productos`],
      ['/contacto', `${site}/contacto`],
      ['/productos/insumos/cobre', `${site}/productos/insumos/cobre`],
    ];
    const partnerUp = await waitForPort(partnerDemoPort, 1000).then(
      () => true,
      () => false,
    );
    if (partnerUp) targets.push(['partner demo', localUrl(partnerDemoPort)]);
    for (const [label, url] of catalogueOnly ? [] : targets) {
      pages[label] = await runLighthouse(url);
      console.log(`lighthouse ${label}:`, pages[label]);
    }
    results.lighthouseMobile = pages;
    results.sizes = sizes();
    console.log('sizes:', JSON.stringify(results.sizes, null, 2));
    results.catalogue = await catalogueFigures().catch((error: unknown) => ({
      notMeasured: String(error).split('\n')[0],
    }));
    console.log('catalogue (20,000 products):', results.catalogue);
    // Last: it rewrites every price of the database the timings above read.
    results.catalogueImport = (() => {
      try {
        return importTimings(root);
      } catch (error) {
        return { notMeasured: String(error).split('\n')[0] };
      }
    })();
    console.log('catalogue import (20,000 rows):', results.catalogueImport);
  } finally {
    await Promise.all([...servers.values()].map((server) => server.close()));
    if (database.pid) process.kill(-database.pid, 'SIGTERM');
  }

  console.log('\n=== Figures ===');
  if (process.argv.includes('--catalogue-only')) {
    console.log(results.catalogue, results.catalogueImport);
    return;
  }
  console.table(
    Object.entries(results.lighthouseMobile as Record<string, Record<string, unknown>>).map(([route, r]) => ({
      route,
      score: r.score,
      runs: r.scoresOfRuns,
      'FCP ms': r.fcpMs,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      JS: kb(r.jsBytes as number),
      'JS req': r.jsRequests,
      firebase: r.firebaseRequested,
    })),
  );
  const s = results.sizes as ReturnType<typeof sizes>;
  console.table(
    Object.entries(s.remoteEntries).map(([unit, e]) => ({
      'remote entry': unit,
      raw: kb(e.rawBytes),
      gzip: kb(e.gzipBytes),
    })),
  );
  console.log(
    `shell own JS (excl. React/React DOM; router and federation runtime included): ${kb(s.shellOwnJsGzipBytes)} gzip, ${kb(s.shellOwnJsBrotliBytes)} brotli`,
  );
  const parts = s.shellOwnBreakdown;
  console.log(
    `  of which: shell code ${kb(parts.shellCode)}, router ${kb(parts.router)}, federation runtime and generated glue ${kb(parts.federation)}`,
  );
  console.log(`mf-catalogue own JS (excl. React, Firebase): ${kb(s.catalogueOwnJsGzipBytes)} gzip`);
  if (s.embed) console.log(`calculator embed ${s.embed.file}: ${kb(s.embed.gzipBytes)} gzip (incl. React)`);
  for (const [name, value] of Object.entries({
    ...(results.catalogue as Record<string, unknown>),
    ...(results.catalogueImport as Record<string, unknown>),
  }))
    if (typeof value !== 'object') console.log(`  ${name.padEnd(38)} ${value}`);
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
