/** The steps every release runs, whatever the unit: git, the build, Firebase's CLI, the prerender, the copy. */
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { x } from 'tinyexec';
import type { UnitKey } from '../units.ts';
import { deployCommand, functionCommands, shellQuote } from './firebase-commands.ts';
import { siteUrl, unitHostingDir, type Target } from './hosting.ts';
import { pnpmArgs } from '../package-manager.ts';

export function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** The commit a release is built from, "-dirty" when its sources have uncommitted changes. */
export async function gitCommit(root: string, sourceDir: string): Promise<string> {
  const head = await x('git', ['rev-parse', '--short=7', 'HEAD'], { nodeOptions: { cwd: root }, throwOnError: true });
  const status = await x('git', ['status', '--porcelain', '--', sourceDir, 'shared', 'tooling'], {
    nodeOptions: { cwd: root },
    throwOnError: true,
  });
  return `${head.stdout.trim()}${status.stdout.trim() ? '-dirty' : ''}`;
}

/** A production build of the unit for `baseUrl`, with its server build (and the calculator's partner embed). */
export async function build(sourceDir: string, unit: UnitKey, outDir: string, baseUrl: string): Promise<void> {
  const vite = path.join(sourceDir, 'node_modules/.bin/vite');
  const env = { ...process.env, FRIO_BASE_URL: baseUrl };
  const run = (args: string[], emptyOutDir = true) =>
    x(
      vite,
      ['build', '--configLoader', 'runner', '--logLevel', 'warn', ...(emptyOutDir ? ['--emptyOutDir'] : []), ...args],
      {
        nodeOptions: { cwd: sourceDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
        throwOnError: true,
      },
    );
  await run(['--outDir', outDir]);
  // What the server renderer runs for this unit (tooling/src/server-pages.ts, shell/vite.server.config.ts).
  await run(['-c', 'vite.server.config.ts', '--outDir', path.join(outDir, 'server')]);
  // The shell's service worker (/sw.js), beside the app's files (its config keeps them): without it a
  // visitor of the released site could not use the catalogue offline.
  if (unit === 'shell') await run(['-c', 'vite.sw.config.ts', '--outDir', outDir], false);
  // The calculator's partner embed: a second build, published at the site's stable /embed/ too.
  if (unit === 'calculator') await run(['-c', 'vite.embed.config.ts', '--outDir', path.join(outDir, 'embed')]);
}

/** A Firebase CLI command (the workspace's firebase-tools, else the one on PATH). */
export async function runFirebase(root: string, args: string[], print: (line: string) => void): Promise<void> {
  const local = path.join(root, 'backend/node_modules/.bin/firebase');
  print(`$ ${shellQuote(args)}`);
  await x(existsSync(local) ? local : 'firebase', args.slice(1), {
    nodeOptions: { cwd: root, stdio: 'inherit' },
    throwOnError: true,
  });
}

/** The pages function built for the deployed shell site, then deployed (firebase-commands.ts functionCommands). */
export async function runFunctionRelease(root: string, shellSite: string, print: (line: string) => void) {
  const [buildCommand, deploy] = functionCommands(root, shellSite);
  print(`$ ${shellQuote(buildCommand!)}`);
  const [command, args] = pnpmArgs(['--filter', 'functions', 'build']);
  await x(command, args, {
    nodeOptions: { cwd: root, stdio: 'inherit', env: { ...process.env, FRIO_SHELL_URL: shellSite } },
    throwOnError: true,
  });
  await runFirebase(root, deploy!, print);
}

/**
 * The prerender of the shell site's documents against what is now live, written into the shell's released
 * site: locally, the released sites of `hosting`; on Firebase, the live shell site, whose documents are
 * then deployed. The release is live either way: a failure is its one problem, and the documents stay the
 * ones before it.
 */
export async function runPrerender(
  root: string,
  hosting: string,
  target: Target,
  print: (line: string) => void,
): Promise<string[]> {
  const out = unitHostingDir(hosting, 'shell');
  const args = target === 'local' ? ['--hosting', hosting] : ['--site', siteUrl(root, 'shell', target), '--out', out];
  print(`$ pnpm prerender ${shellQuote(args)}`);
  const result = await x(...pnpmArgs(['run', 'prerender', ...args]), {
    nodeOptions: { cwd: root, stdio: 'inherit' },
    throwOnError: false,
  });
  if (result.exitCode !== 0) {
    const problem = `prerender falló: la versión nueva está en vivo, con los documentos de antes (pnpm prerender ${shellQuote(args)})`;
    print(problem);
    return [problem];
  }
  if (target === 'firebase') await runFirebase(root, deployCommand(root, 'shell'), print);
  return [];
}

/** Copies a finished build into place: a staging folder first, then one rename (never half a folder). */
export function publishFolder(from: string, to: string): void {
  const staging = path.join(path.dirname(to), `.staging-${path.basename(to)}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(from, staging, { recursive: true });
  renameSync(staging, to);
}
