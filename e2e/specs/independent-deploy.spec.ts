import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, mainHeading } from '../support/site.ts';
import { root, unitDir } from '../../scripts/units-server.ts';

/** A digest of every file in a unit's dist/, to prove the shell was not rebuilt. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function buildUnit(dir: string) {
  execFileSync('pnpm', ['--dir', dir, 'build'], { cwd: root, stdio: 'pipe' });
}

test('rebuilding only mf-calculator shows its change on reload, with no shell rebuild', async ({ page, site }) => {
  test.setTimeout(120_000);
  const calculator = unitDir('calculator');
  const source = path.join(calculator, 'src/features/calculator/texts.ts');
  const original = readFileSync(source, 'utf8');
  const shellBefore = digest(path.join(unitDir('shell'), 'dist'));

  await page.goto('/calculadora-aire-acondicionado');
  const heading = await mainHeading(page);
  const before = (await heading.textContent()) ?? '';
  const changed = `${before} (versión nueva)`;

  try {
    writeFileSync(source, original.replace(before, changed));
    expect(readFileSync(source, 'utf8')).toContain(changed);
    buildUnit(calculator);
    // Redeploy: the calculator's server picks up the new build; the shell's keeps running untouched.
    await site.stop('calculator');
    await site.start('calculator');
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(changed);
    expect(digest(path.join(unitDir('shell'), 'dist'))).toBe(shellBefore);
  } finally {
    writeFileSync(source, original);
    buildUnit(calculator);
    await site.stop('calculator');
    await site.start('calculator');
  }
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(before);
});
