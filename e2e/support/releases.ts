/**
 * Releases in tests, on temporary copies: a copy of a unit's source beside the real one (so its relative
 * tsconfig paths hold; its node_modules is a link to the real one's) and a hosting directory under
 * e2e/.tmp. Both are gitignored, so a killed test leaves the tree clean; tracked files are never written.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../scripts/units-server.ts';

const run = promisify(execFile);

export function tempHosting(): string {
  const dir = path.join(root, 'e2e/.tmp');
  mkdirSync(dir, { recursive: true });
  return mkdtempSync(path.join(dir, 'hosting-'));
}

export interface UnitCopy {
  dir: string;
  edit(file: string, change: (text: string) => string): void;
  setVersion(version: string): void;
  remove(): void;
}

/** A temporary copy of a unit's source (no dist/, node_modules linked). */
export function copyUnit(unitFolder: string): UnitCopy {
  const dir = mkdtempSync(path.join(root, `.release-tmp-${unitFolder}-`));
  const source = path.join(root, unitFolder);
  for (const name of readdirSync(source))
    if (!['node_modules', 'dist', '.vite'].includes(name))
      cpSync(path.join(source, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    edit(file, change) {
      const target = path.join(dir, file);
      const before = readFileSync(target, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`${file}: the edit changed nothing`);
      writeFileSync(target, after);
    },
    setVersion(version) {
      const file = path.join(dir, 'package.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }, null, 2));
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs `pnpm release|rollback|releases` (scripts/release.ts) as a maintainer would, on a hosting directory;
 * without its prerender unless asked (it rewrites the shell site's documents).
 */
export async function releaseCommand(
  args: string[],
  hosting: string,
  { prerender = false } = {},
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/release.ts', ...args, '--hosting', hosting, ...(prerender ? [] : ['--no-prerender'])],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Builds a unit copy for a folder of a site without any check (what a hand deploy would put there). */
export async function buildUnchecked(copy: UnitCopy, outDir: string, baseUrl: string): Promise<void> {
  await run(
    path.join(copy.dir, 'node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: copy.dir,
      env: { ...process.env, FRIO_BASE_URL: baseUrl },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** A digest of every file under `dir` (minus `except`, relative paths), to prove a release left it alone. */
export function digest(dir: string, except: string[] = []): string {
  const hash = createHash('sha256');
  if (!existsSync(dir)) return 'absent';
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      const relative = path.relative(dir, file);
      if (except.includes(relative)) continue;
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(relative).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
