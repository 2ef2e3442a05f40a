/**
 * Fresh with independent deploys: a new mf-content release, then `prerender` (as a release runs it) puts
 * the new text in the served HTML, rewriting only the shell's HTML (its assets/ stay byte-identical). A
 * visitor still served the older snapshot ends on the live text once JavaScript runs.
 * Works on temporary copies only: no tracked file is written, and a killed run leaves the tree clean.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/site.ts';
import { fetchDocument } from '../support/documents.ts';
import { copyUnit, digest } from '../support/releases.ts';
import { localUrl, units } from '@frio/tooling/units';
import { root, unitDir } from '../../scripts/units-server.ts';

test('a new mf-content release reaches the served HTML through prerender alone', async ({ page, site, request }) => {
  test.setTimeout(540_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'frio-freshness-'));
  const shellDist = path.join(unitDir('shell'), 'dist');
  const assetsBefore = digest(path.join(shellDist, 'assets'));
  const contentCopy = copyUnit('mf-content');
  try {
    const oldText = 'Escribinos y te respondemos a la brevedad.';
    const newText = 'Escribinos y te respondemos en el día (versión nueva).';
    contentCopy.edit('src/features/faq/FaqPage.tsx', (text) => text.replace(oldText, newText));
    const content = contentCopy.dir;
    // The unit's build as its build script runs it: the browser's, then the server renderer's.
    for (const config of ['vite.config.ts', 'vite.server.config.ts'])
      await promisify(execFile)(
        path.join(content, 'node_modules/.bin/vite'),
        ['build', '--configLoader', 'runner', '--logLevel', 'warn', '-c', config],
        { cwd: content },
      );
    // The shell site as deployed: a copy of its output, which the prerender may rewrite.
    const shellCopy = path.join(tmp, 'shell-dist');
    cpSync(shellDist, shellCopy, { recursive: true });
    await site.stop('content');
    await site.startFrom('content', { root: content });
    await site.stop('shell');
    await site.startFrom('shell', { outDir: shellCopy });

    // Before the prerender: the served HTML is the older snapshot, but the visitor ends on the live text.
    expect((await fetchDocument(request, '/faq')).html).toContain(oldText);
    await page.goto('/faq');
    await expect(page.getByRole('main')).toContainText(newText);
    await expect(page.getByRole('main')).not.toContainText(oldText);

    // Not execFileSync: this process serves the site the prerender reads.
    await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['scripts/prerender/index.ts', '--site', localUrl(units.shell.port), '--out', shellCopy],
      { cwd: root },
    );
    const { html } = await fetchDocument(request, '/faq');
    expect(html).toContain(newText);
    expect(html).not.toContain(oldText);
    expect(digest(path.join(shellCopy, 'assets'))).toBe(assetsBefore);
    expect(digest(path.join(shellDist, 'assets'))).toBe(assetsBefore);
  } finally {
    await site.stop('content');
    await site.start('content');
    await site.stop('shell');
    await site.start('shell');
    rmSync(tmp, { recursive: true, force: true });
    contentCopy.remove();
  }
});

test('a new mf-catalogue release alone changes what the pages function renders: no shell release, no function deploy', async ({
  page,
  site,
  request,
}) => {
  test.setTimeout(540_000);
  const catalogueCopy = copyUnit('mf-catalogue');
  try {
    const oldText = 'Mostrando 25 de';
    const newText = 'Viendo 25 de';
    catalogueCopy.edit('src/features/listing/view/ProductListView.tsx', (text) =>
      text.replace(
        '`Mostrando ${visible.length} de ${total} productos`',
        '`Viendo ${visible.length} de ${total} productos`',
      ),
    );
    for (const config of ['vite.config.ts', 'vite.server.config.ts'])
      await promisify(execFile)(
        path.join(catalogueCopy.dir, 'node_modules/.bin/vite'),
        ['build', '--configLoader', 'runner', '--logLevel', 'warn', '-c', config],
        { cwd: catalogueCopy.dir },
      );
    expect((await fetchDocument(request, '/productos/insumos/cobre')).html).toContain(oldText);
    await site.stop('catalogue');
    await site.startFrom('catalogue', { root: catalogueCopy.dir });
    // The function looks at the live releases again every FRIO_PAGES_REFRESH_MS (30 s in production).
    await expect
      .poll(async () => (await fetchDocument(request, '/productos/insumos/cobre')).html, { timeout: 30_000 })
      .toContain(newText);
    await page.goto('/productos/insumos/cobre');
    await expect(page.getByRole('main')).toContainText(newText);
  } finally {
    await site.stop('catalogue');
    await site.start('catalogue');
    catalogueCopy.remove();
  }
});
