import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
/** Each package (a folder at the root) whose `test` script runs Vitest, with that script. */
const packages = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^[^/]+\/package\.json$/.test(file))
  .flatMap((file) => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as PackageJson;
    return scripts?.test?.startsWith('vitest ') ? [{ dir: path.dirname(file), script: scripts.test }] : [];
  });
interface PackageJson {
  scripts?: Record<string, string>;
}

// A unit's maintainer runs `pnpm --filter <unit> test` from anywhere: it must run that unit's tests.
describe("a package's own test script", () => {
  it.each(packages)('$dir: lists every test file of the package, as the root run does', ({ dir, script }) => {
    const args = script.split(' ').slice(1);
    expect(args).toEqual(['run', '--root', '..', '--project', dir]);
    const listed = execFileSync(
      path.join(root, 'node_modules/.bin/vitest'),
      ['list', '--filesOnly', ...args.slice(1)],
      { cwd: path.join(root, dir), encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^\[[\w-]+\] /, ''))
      .sort();
    const expected = execFileSync('git', ['ls-files', `${dir}/*.test.ts`, `${dir}/*.test.tsx`], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.endsWith('.slow.test.ts'))
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
  });
});
