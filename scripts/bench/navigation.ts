/**
 * Click-to-content on the mobile profile (Lighthouse's slow 4G, CPU 4× slower): the visitor opens a page,
 * reads it for a moment, then taps a link to another remote's page; measured from the tap to that page's
 * heading on screen. The median of `--runs` runs, a fresh browser each.
 */
import { chromium, type Page } from 'playwright-core';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { watchPageWork } from '../../e2e/support/idle-work.ts';
import { median, site } from './browser.ts';
import { flags } from './flags.ts';
import type { Measurement } from './measurement.ts';

interface Navigation {
  from: string;
  to: string;
  /** The link the visitor taps; without one, the app is moved there by history (no intent to prefetch on). */
  link?: { name: RegExp; within?: 'main' | 'contentinfo' };
  /** The heading that marks the new page's content. */
  heading: RegExp;
}

const navigations: Navigation[] = [
  { from: '/', to: '/productos/insumos/cobre', heading: /^Cobre$/ },
  {
    from: '/productos',
    to: '/calculadora-aire-acondicionado',
    link: { name: /^Calculadora de aire acondicionado$/, within: 'main' },
    heading: /./,
  },
  { from: '/faq', to: '/login', link: { name: /^Ingresar$/, within: 'contentinfo' }, heading: /./ },
];

async function mobileProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

async function once(site: string, nav: Navigation): Promise<number> {
  const browser = await chromium.launch({
    executablePath: requireChromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'es-AR',
    });
    const page = await context.newPage();
    await mobileProfile(page);
    const work = watchPageWork(page);
    await page.goto(`${site}${nav.from}`, { waitUntil: 'load' });
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    // Not a quiet network alone: a tap could then come before the shell's idle prefetch, which starts once
    // the app has settled (2.6 s instead of 0.2 s to the listing).
    await work.done();
    const target = page.getByRole('main').getByRole('heading', { level: 1, name: nav.heading });
    let start: number;
    if (nav.link) {
      const link = page
        .getByRole(nav.link.within ?? 'main')
        .getByRole('link', { name: nav.link.name })
        .first();
      await link.scrollIntoViewIfNeeded();
      start = Date.now();
      await link.tap();
    } else {
      start = Date.now();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, nav.to);
    }
    await page.waitForURL(`**${nav.to}`);
    await target.waitFor({ timeout: 30_000 });
    return Date.now() - start;
  } finally {
    await browser.close();
  }
}

interface NavigationRow {
  navigation: string;
  medianMs: number;
  runsMs: string;
}

export const clickToContentMeasurement: Measurement<NavigationRow[]> = {
  key: 'clickToContent',
  async measure() {
    const rows: NavigationRow[] = [];
    for (const nav of navigations) {
      const times: number[] = [];
      for (let i = 0; i < flags().runs; i++) times.push(await once(site, nav));
      const row = {
        navigation: `${nav.from} → ${nav.to}${nav.link ? '' : ' (history)'}`,
        medianMs: median(times),
        runsMs: times.join('/'),
      };
      console.log('click-to-content', JSON.stringify(row));
      rows.push(row);
    }
    return rows;
  },
  tables(rows) {
    return {
      clickToContent: [
        ['navigation', 'median', 'runs', 'target'],
        ...rows.map((row) => [row.navigation, `${row.medianMs} ms`, `${row.runsMs} ms`, '≤ 300 ms']),
      ],
    };
  },
  report(rows) {
    for (const row of rows) console.log(`click-to-content ${row.navigation}: ${row.medianMs} ms (${row.runsMs})`);
  },
};
