import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { units, localUrl, type UnitKey } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { buildUnchecked, copyUnit, digest, releaseCommand, tempHosting, type UnitCopy } from '../support/releases.ts';
import { unitDir } from '../../scripts/units-server.ts';

// Releases of mf-catalogue (and a calculator copy) into a temporary hosting directory, served as the
// deployed sites are: the shell's site (with its live remotes.json) and the catalogue's version folders.
test.describe.configure({ mode: 'serial' });

const unavailable = 'Esta sección no está disponible en este momento';
const v2Text = '(versión 2)';
let hosting = '';
const copies: UnitCopy[] = [];

const remotesJson = () => path.join(hosting, 'shell/remotes.json');
const readRemotes = () => JSON.parse(readFileSync(remotesJson(), 'utf8')) as Record<string, string>;
const versionFolders = () => readdirSync(path.join(hosting, 'mf-catalogue/v')).sort();
/** The listing reads the database first: on a loaded 2-core machine that can take more than the default 7 s. */
const loaded = { timeout: 20_000 };
const status = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Mostrando/ });

function copy(unitFolder: string): UnitCopy {
  const made = copyUnit(unitFolder);
  copies.push(made);
  return made;
}

/** Every file of every unit's build, and of the hosting directory but the catalogue's site and remotes.json. */
function otherFiles(): Record<string, string> {
  const digests: Record<string, string> = { hostingShell: digest(path.join(hosting, 'shell'), ['remotes.json']) };
  for (const unit of Object.keys(units) as UnitKey[]) digests[unit] = digest(path.join(unitDir(unit), 'dist'));
  for (const name of readdirSync(hosting))
    if (name !== 'shell' && name !== 'mf-catalogue') digests[name] = digest(path.join(hosting, name));
  return digests;
}

test.beforeAll(async ({ site }) => {
  test.setTimeout(240_000);
  hosting = tempHosting();
  for (const unit of ['shell', 'mf-catalogue']) {
    const result = await releaseCommand(['release', unit], hosting);
    expect(result.code, result.output).toBe(0);
  }
  for (const unit of ['shell', 'catalogue'] as const) {
    await site.stop(unit);
    await site.start(unit, { hosting });
  }
});

test.afterAll(async ({ site }) => {
  for (const unit of ['shell', 'catalogue'] as const) {
    await site.stop(unit);
    await site.start(unit);
  }
  for (const made of copies) made.remove();
  if (hosting) rmSync(hosting, { recursive: true, force: true });
});

test('a page loaded before a release keeps working on the old version; a reload gets the new one', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const v1 = folderOf(readRemotes().mf_catalogue);
  const failures: string[] = [];
  const catalogueAfterRelease: string[] = [];
  let released = false;
  const watch = (tab: Page) => {
    tab.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    tab.on('requestfailed', (request) => failures.push(`falló ${request.url()}`));
    tab.on('request', (request) => {
      if (released && request.url().startsWith(localUrl(units.catalogue.port)))
        catalogueAfterRelease.push(request.url());
    });
  };
  watch(page);
  // One visitor on the catalogue; another on a page that has not loaded the catalogue yet.
  await page.goto('/productos/insumos');
  await page.locator('main a[href="/productos/insumos/cobre"]').first().click();
  await expect(status(page)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);
  const other = await context.newPage();
  watch(other);
  // Save-Data on: the idle prefetch would otherwise load the catalogue before the release.
  await other.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
  );
  await other.goto('/productos/insumos');
  await mainHeading(other);

  // Release a changed catalogue: one line of remotes.json changes, no other unit's file does.
  const v2 = copy('mf-catalogue');
  v2.setVersion('1.1.0');
  v2.edit('src/features/listing/view/ProductListView.tsx', (text) =>
    text.replace('productos`}', `productos ${v2Text}\`}`),
  );
  const before = otherFiles();
  const remotesBefore = readRemotes();
  const result = await releaseCommand(['release', 'mf-catalogue', '--source', v2.dir], hosting);
  expect(result.code, result.output).toBe(0);
  released = true;
  expect(otherFiles()).toEqual(before);
  const remotesAfter = readRemotes();
  expect({ ...remotesAfter, mf_catalogue: '' }).toEqual({ ...remotesBefore, mf_catalogue: '' });
  expect(folderOf(remotesAfter.mf_catalogue)).toMatch(/^1\.1\.0-/);
  expect(versionFolders()).toEqual([v1, folderOf(remotesAfter.mf_catalogue)].sort());

  // The first visitor goes to another remote's page and back, then to another rubro: still version 1.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Calculadora de aire acondicionado' }).click();
  await expect(await mainHeading(page)).not.toHaveText(unavailable);
  await page.goBack();
  await expect(status(page)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);
  await page.goBack();
  await page.locator('main a[href="/productos/insumos/manifold"]').first().click();
  await expect(status(page)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);
  // The second visitor opens the catalogue now: its page loads version 1's entry and chunks, still served.
  await other.locator('main a[href="/productos/insumos/cobre"]').first().click();
  await expect(status(other)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);
  await expect(other.getByRole('main')).not.toContainText(unavailable);
  expect(catalogueAfterRelease.filter((url) => url.includes(`/v/${v1}/`)).length).toBeGreaterThan(3);
  expect(catalogueAfterRelease.filter((url) => !url.includes(`/v/${v1}/`))).toEqual([]);
  expect(failures).toEqual([]);

  // A reload gets the new version.
  await page.reload();
  await expect(status(page)).toHaveText(/productos \(versión 2\)$/, loaded);
});

test('rollback switches back to the previous version with no build; a reload shows it', async ({ page }) => {
  const live = readRemotes().mf_catalogue;
  const result = await releaseCommand(['rollback', 'mf-catalogue'], hosting);
  expect(result.code, result.output).toBe(0);
  expect(result.output).not.toContain('build');
  expect(folderOf(readRemotes().mf_catalogue)).not.toBe(folderOf(live));
  await page.goto('/productos/insumos/cobre');
  await expect(status(page)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);

  const listed = await releaseCommand(['list', 'mf-catalogue'], hosting);
  expect(listed.output).toMatch(new RegExp(`\\* en vivo\\s+${folderOf(readRemotes().mf_catalogue)}`));
  expect(listed.output).toContain(folderOf(live));

  // And forward again by version.
  const forward = await releaseCommand(['rollback', 'mf-catalogue', '--to', '1.1.0'], hosting);
  expect(forward.code, forward.output).toBe(0);
  await page.reload();
  await expect(status(page)).toHaveText(/productos \(versión 2\)$/, loaded);
});

test.describe('a visitor who saved the catalogue for offline use', () => {
  test.use({ serviceWorkers: 'allow' });

  test('runs what is live on the next online visit: the rollback, then the release again', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/productos/insumos/cobre');
    await expect(status(page)).toHaveText(/productos \(versión 2\)$/, loaded);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Usar sin conexión' }).click();
    await expect(main.getByText(/^Listo: el catálogo se puede usar sin conexión/)).toBeVisible({ timeout: 120_000 });

    // The worker holds a copy of version 2's files; online, the live version is what runs.
    const back = await releaseCommand(['rollback', 'mf-catalogue'], hosting);
    expect(back.code, back.output).toBe(0);
    await page.reload();
    await expect(status(page)).toHaveText(/^Mostrando \d+ de \d+ productos$/, loaded);

    const forward = await releaseCommand(['rollback', 'mf-catalogue', '--to', '1.1.0'], hosting);
    expect(forward.code, forward.output).toBe(0);
    await page.reload();
    await expect(status(page)).toHaveText(/productos \(versión 2\)$/, loaded);
  });
});

/** A catalogue copy whose vite config changes what the federation plugin gets. */
function brokenCatalogue(version: string, change: string): UnitCopy {
  const broken = copy('mf-catalogue');
  broken.setVersion(version);
  broken.edit('vite.config.ts', (text) =>
    text
      .replace('federation(\n      remoteFederation({', 'federation(\n      broken({')
      .replace('export default defineConfig({', `${change}\n\nexport default defineConfig({`),
  );
  return broken;
}

const missingExpose = `const broken = (options: Parameters<typeof remoteFederation>[0]) => ({
  ...remoteFederation(options),
  exposes: { './ProductList': './src/pages/ProductListPage.tsx' },
});`;

async function expectRefused(args: string[], ...reasons: Array<string | RegExp>) {
  const remotes = readFileSync(remotesJson(), 'utf8');
  const folders = versionFolders();
  const result = await releaseCommand(args, hosting);
  expect(result.code, result.output).toBe(1);
  expect(result.output).toContain('RECHAZADO');
  for (const reason of reasons) expect(result.output).toMatch(reason);
  expect(readFileSync(remotesJson(), 'utf8')).toBe(remotes);
  expect(versionFolders()).toEqual(folders);
}

test('the contract check refuses a remote missing an expose, one built for React 18, and a changed prop type', async () => {
  test.setTimeout(240_000);
  const noExpose = brokenCatalogue('9.0.0', missingExpose);
  await expectRefused(['release', 'mf-catalogue', '--source', noExpose.dir], 'no expone mf_catalogue/ProductListPage');

  const react18 = brokenCatalogue(
    '9.1.0',
    `const broken = (options: Parameters<typeof remoteFederation>[0]) => {
  const settings = remoteFederation(options);
  const react18 = { singleton: true, requiredVersion: '^18.3.1' };
  return { ...settings, shared: { ...settings.shared, react: react18, 'react/': react18 } };
};`,
  );
  await expectRefused(
    ['release', 'mf-catalogue', '--source', react18.dir],
    'react: pide ^18.3.1, pero el shell en vivo provee 19.',
  );

  // The calculator's component for federation hosts now takes its heading level as a tag name.
  const calculator = copy('mf-calculator');
  calculator.setVersion('9.2.0');
  calculator.edit('src/exposed/Calculator.tsx', () =>
    [
      "import { Calculator as Inner, type CalculatorProps } from '../features/calculator/Calculator.tsx';",
      '',
      "type Props = Omit<CalculatorProps, 'headingLevel'> & { headingLevel?: 'h2' | 'h3' };",
      '',
      "export default function Calculator({ headingLevel = 'h2', ...rest }: Props) {",
      "  return <Inner {...rest} headingLevel={headingLevel === 'h3' ? 3 : 2} />;",
      '}',
      '',
    ].join('\n'),
  );
  const before = readFileSync(remotesJson(), 'utf8');
  const result = await releaseCommand(['release', 'mf-calculator', '--source', calculator.dir], hosting);
  expect(result.code, result.output).toBe(1);
  expect(result.output).toContain('RECHAZADO: el contrato con el shell no se cumple');
  expect(result.output).toContain('mf_calculator/Calculator: error TS2322');
  expect(result.output).toContain('headingLevel');
  expect(readFileSync(remotesJson(), 'utf8')).toBe(before);
});

test('an incompatible remote put live by hand shows the fallback on its routes; the rest of the site works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const noExpose = brokenCatalogue('9.3.0', missingExpose);
  const folder = '9.3.0-a-mano';
  const base = `${localUrl(units.catalogue.port)}v/${folder}/`;
  await buildUnchecked(noExpose, path.join(hosting, 'mf-catalogue/v', folder), base);
  const original = readFileSync(remotesJson(), 'utf8');
  writeFileSync(remotesJson(), JSON.stringify({ ...readRemotes(), mf_catalogue: `${base}mf-manifest.json` }));
  try {
    await page.goto('/productos/insumos/cobre');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(unavailable, {
      timeout: 15_000,
    });
    await expect(page.getByRole('main').getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Calculadora de aire acondicionado' }).click();
    await expect(await mainHeading(page)).not.toHaveText(unavailable);
    await page.goto('/productos/insumos');
    await expect(await mainHeading(page)).not.toHaveText(unavailable);
  } finally {
    writeFileSync(remotesJson(), original);
  }
});

function folderOf(url: string | undefined): string {
  return url?.match(/\/v\/([^/]+)\//)?.[1] ?? '';
}

test('a shell release switches its document and keeps remotes.json; its rollback needs no build', async ({ page }) => {
  test.setTimeout(180_000);
  const footer = page.getByRole('contentinfo');
  await page.goto('/productos/insumos/cobre');
  await expect(footer).toContainText('años de experiencia en frío.');
  const oldAssets = readdirSync(path.join(hosting, 'shell/assets'));

  const shell = copy('shell');
  shell.setVersion('1.1.0');
  shell.edit('src/features/footer/Footer.tsx', (text) => text.replace('frío.\n', 'frío (shell 2).\n'));
  const remotes = readFileSync(remotesJson(), 'utf8');
  const dists = Object.fromEntries(
    (Object.keys(units) as UnitKey[]).map((unit) => [unit, digest(path.join(unitDir(unit), 'dist'))]),
  );
  const result = await releaseCommand(['release', 'shell', '--source', shell.dir], hosting);
  expect(result.code, result.output).toBe(0);
  expect(readFileSync(remotesJson(), 'utf8')).toBe(remotes);
  expect(
    Object.fromEntries(
      (Object.keys(units) as UnitKey[]).map((unit) => [unit, digest(path.join(unitDir(unit), 'dist'))]),
    ),
  ).toEqual(dists);
  // The previous release's assets are still there for pages that loaded it.
  expect(readdirSync(path.join(hosting, 'shell/assets'))).toEqual(expect.arrayContaining(oldAssets));

  // The rubro's page is rendered on request: the pages function takes the new shell (its renderer and
  // app.html) at its next look at the live site (FRIO_PAGES_REFRESH_MS; 30 s in production).
  const footerAfterReload = async () => {
    await page.reload();
    return footer.textContent();
  };
  await expect.poll(footerAfterReload, { timeout: 20_000 }).toContain('frío (shell 2).');
  await expect(status(page)).toBeVisible(loaded);

  const back = await releaseCommand(['rollback', 'shell'], hosting);
  expect(back.code, back.output).toBe(0);
  expect(back.output).not.toContain('build');
  await expect.poll(footerAfterReload, { timeout: 20_000 }).toContain('años de experiencia en frío.');
  expect(readFileSync(remotesJson(), 'utf8')).toBe(remotes);
});

test("a release's prerender writes the shell site's documents against the version now live", async () => {
  test.setTimeout(120_000);
  const live = folderOf(readRemotes().mf_catalogue);
  const other = versionFolders().find((folder) => folder !== live)!;
  // /presupuesto is a catalogue page made at build time: its document names the catalogue's files.
  const document = () => readFileSync(path.join(hosting, 'shell/presupuesto/index.html'), 'utf8');
  const result = await releaseCommand(['rollback', 'mf-catalogue', '--to', other], hosting, { prerender: true });
  expect(result.code, result.output).toBe(0);
  expect(folderOf(readRemotes().mf_catalogue)).toBe(other);
  expect(document()).toContain(`/v/${other}/`);
  expect(document()).not.toContain(`/v/${live}/`);
});
