import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routing must come from '@frio/shared/router' (the one shared router module). A direct import of
 * react-router(-dom) in a unit would bundle a second copy: its hooks would not see the shell's router.
 */
const root = path.resolve(import.meta.dirname, '../..');
const unitSources = ['shell', 'mf-content', 'mf-catalogue', 'mf-calculator', 'mf-accounts'].map((unit) =>
  path.join(root, unit, 'src'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/[/\\](testing|test)[/\\]/.test(file)
      ? [file]
      : [];
  });
}

describe('router imports', () => {
  it('no unit imports react-router or react-router-dom directly outside tests', () => {
    const offenders = unitSources
      .flatMap(sourceFiles)
      .filter((file) => /from ['"]react-router(-dom)?['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
