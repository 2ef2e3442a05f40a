/**
 * Independent deploys: a new build of one remote reaches visitors on reload, with no shell rebuild.
 * Works on a temporary copy of mf-calculator (support/releases.ts): tracked files are never written,
 * so a killed run leaves the tree clean.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect, mainHeading } from '../support/site.ts';
import { copyUnit, digest } from '../support/releases.ts';
import { unitDir } from '../../scripts/units-server.ts';

test('rebuilding only mf-calculator shows its change on reload, with no shell rebuild', async ({ page, site }) => {
  test.setTimeout(180_000);
  const shellBefore = digest(path.join(unitDir('shell'), 'dist'));
  await page.goto('/calculadora-aire-acondicionado');
  const heading = await mainHeading(page);
  const before = (await heading.textContent()) ?? '';
  const changed = `${before} (versión nueva)`;

  const copy = copyUnit('mf-calculator');
  try {
    // The page's heading is the route's title: the unit's own text is what a release of it changes.
    copy.edit('src/features/calculator/texts.ts', (text) =>
      text.replace('heading: calculatorMeta.title,', `heading: \`\${calculatorMeta.title} (versión nueva)\`,`),
    );
    await promisify(execFile)(
      path.join(copy.dir, 'node_modules/.bin/vite'),
      ['build', '--configLoader', 'runner', '--logLevel', 'warn'],
      {
        cwd: copy.dir,
      },
    );
    // Redeploy: the calculator's server now serves the new build; the shell's keeps running untouched.
    await site.stop('calculator');
    await site.startFrom('calculator', { root: copy.dir });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(changed);
    expect(digest(path.join(unitDir('shell'), 'dist'))).toBe(shellBefore);
  } finally {
    await site.stop('calculator');
    await site.start('calculator');
    copy.remove();
  }
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(before);
});
