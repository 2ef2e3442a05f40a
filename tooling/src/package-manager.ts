/**
 * The package manager that runs this process, for the commands the project spawns. A bare `pnpm` would be
 * whichever pnpm is first on PATH (a global one of another major, say), not the one the person chose
 * (`npx pnpm@… start`). pnpm sets npm_execpath to its own entry point for every script it runs.
 */
import path from 'node:path';

/** The command and leading arguments that start the running pnpm (a .js/.cjs entry runs under this Node). */
export function packageManager(execPath: string | undefined): { command: string; args: string[] } {
  if (!execPath || !/pnpm/i.test(path.basename(execPath))) return { command: 'pnpm', args: [] };
  return /\.[cm]?js$/.test(execPath)
    ? { command: process.execPath, args: [execPath] }
    : { command: execPath, args: [] };
}

/** [command, args] for spawn: `pnpmArgs(['build'])`. */
export function pnpmArgs(args: readonly string[]): [string, string[]] {
  const pm = packageManager(process.env.npm_execpath);
  return [pm.command, [...pm.args, ...args]];
}

const quote = (part: string) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replaceAll("'", `'\\''`)}'`);

/** The same as one shell command line, for runners that take a string (concurrently, Playwright's webServer). */
export function pnpmCommand(args: string): string {
  const pm = packageManager(process.env.npm_execpath);
  return [...[pm.command, ...pm.args].map(quote), args].join(' ');
}
