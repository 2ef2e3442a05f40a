/**
 * A remote's own site: its standalone page (the unit's index.html) renders the unit's pages alone, with
 * the federation runtime of its own that the shell otherwise provides; it comes with the remotes' CSP,
 * which no other site may frame and under which the page loads every script and stylesheet it names,
 * while the files the shell loads from that origin keep their CORS header.
 */
import type { Page } from '@playwright/test';
import { rubroLabels } from '@frio/shared/rubros';
import { localUrl, partnerDemoPort, units, type RemoteKey } from '@frio/tooling/units';
import { catalogueItems, expectedProducts, listingPath } from '../support/catalogue-helpers.ts';
import { addFrame } from '../support/framing.ts';
import { test, expect } from '../support/site.ts';

const remotes: RemoteKey[] = ['content', 'catalogue', 'calculator', 'accounts'];

/** A page of each remote and its main heading. */
const pages: Record<RemoteKey, { path: string; heading: string }> = {
  content: { path: '/faq', heading: 'Preguntas frecuentes' },
  // Reads the catalogue from the local backend, through the Firebase config its own server answers.
  catalogue: { path: listingPath('cobre'), heading: rubroLabels.cobre },
  calculator: { path: '/calculadora-aire-acondicionado', heading: 'Calculadora de aire acondicionado' },
  accounts: { path: '/login', heading: 'Ingresar' },
};

/** A policy's directives: name → sources. */
const directives = (csp: string) =>
  new Map(csp.split(/;\s*/).map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)] as const));

/** Records the page's CSP violations (the event every refusal fires) from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    consoleReports,
  };
}

for (const remote of remotes) {
  const { dir, port } = units[remote];
  const origin = localUrl(port);

  test(`${dir}: its standalone page has a CSP as strict as the shell's, framed by no one; CORS stays`, async ({
    request,
  }) => {
    // The page, and what the server answers a path of the unit's routes with (the same page).
    for (const path of ['/', '/una-ruta']) {
      const response = await request.get(new URL(path, origin).href);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const csp = response.headers()['content-security-policy'];
      expect(csp, `${dir}${path} sin Content-Security-Policy`).toBeDefined();
      const policy = directives(csp!);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      // No inline script, no eval, no other unit's code: only its own files (and Firebase's long polling).
      const scripts = policy.get('script-src') ?? [];
      expect(scripts[0], path).toBe("'self'");
      expect(
        scripts.filter((source) => source.startsWith("'")),
        path,
      ).toEqual(["'self'"]);
      expect(
        scripts.filter((source) => Object.values(units).some((unit) => source.includes(`:${unit.port}`))),
        path,
      ).toEqual([]);
    }
    // The files the shell loads from this origin: CORS as before.
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await request.get(new URL(file, origin).href);
      expect(response.ok(), file).toBe(true);
      expect(response.headers()['access-control-allow-origin'], file).toBe('*');
    }
  });

  test(`${dir}: its standalone page loads its scripts and styles without a CSP violation`, async ({ page }) => {
    const { violations, consoleReports } = await recordViolations(page);
    const answered = new Map<string, number>();
    page.on('response', (response) => answered.set(response.url(), response.status()));
    const response = await page.goto(origin);
    expect(response?.headers()['content-security-policy']).toBeDefined();
    // Every script, stylesheet and module preload the document names (its build's files on this origin).
    const files = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet], link[rel=modulepreload]')].map(
          (link) => link.href,
        ),
      ].filter((url) => url.startsWith(location.origin)),
    );
    expect(files.length).toBeGreaterThan(2);
    // A file the policy refuses is never answered: its refusal is a violation, and it stays missing.
    await expect
      .poll(async () => ({ missing: files.filter((url) => !answered.has(url)), violations: await violations() }))
      .toEqual({ missing: [], violations: [] });
    expect(files.map((url) => answered.get(url))).toEqual(files.map(() => 200));
    // Its stylesheets applied: their rules are there (a refused sheet has none to read).
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => {
        try {
          return sheet.cssRules.length;
        } catch {
          return 0;
        }
      }),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((rules) => rules > 0)).toBe(true);
    expect(consoleReports).toEqual([]);

    // Control: the policy is enforced on this page and the recording sees it (an inline script is refused).
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
    expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  });

  test(`${dir}: its standalone page renders a page of its own, with no page error or CSP violation`, async ({
    page,
  }) => {
    const { violations, consoleReports } = await recordViolations(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const { path, heading } = pages[remote];
    await page.goto(new URL(path, origin).href);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    if (remote === 'catalogue') {
      // Its data: the local backend's first product of the rubro.
      await expect(catalogueItems(page).first().getByRole('heading')).toHaveText(
        new RegExp(`^${expectedProducts('cobre')[0]!.nombre.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'i'),
      );
    }
    // The harness links every page of the unit's routes.
    await expect(
      page.getByRole('navigation', { name: `${units[remote].federationName} (standalone)` }).getByRole('link'),
    ).not.toHaveCount(0);
    expect(pageErrors).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(consoleReports).toEqual([]);
  });

  test(`${dir}: another site cannot frame its standalone page`, async ({ page }) => {
    // The partner demo page has no CSP of its own: only the framed page's frame-ancestors can refuse.
    await page.goto(localUrl(partnerDemoPort));
    const { frame } = await addFrame(page, origin);
    // Chromium refuses the document and shows its own error page in the frame instead.
    expect(frame.url()).toMatch(/^chrome-error:/);
  });
}
