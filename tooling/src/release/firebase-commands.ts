/** The firebase CLI commands a release runs against the real project (printed by --dry-run). */
import { firebaseSites } from './hosting.ts';

export function deployCommand(root: string, hostingTarget: string): string[] {
  const { project } = firebaseSites(root);
  return ['firebase', 'deploy', '--only', `hosting:${hostingTarget}`, '--project', project];
}

/**
 * The pages function's build for the deployed shell site (functions/dist: one bundle and a package.json of
 * registry packages only, what Cloud Build installs), then its deploy. The shell's release ships it: the
 * function runs the shell's renderer, and renders for the site named when it is built.
 */
export function functionCommands(root: string, shellSite: string): string[][] {
  const { project } = firebaseSites(root);
  return [
    ['env', `FRIO_SHELL_URL=${shellSite}`, 'pnpm', '--filter', 'functions', 'build'],
    ['firebase', 'deploy', '--only', 'functions:pages', '--project', project],
  ];
}

/**
 * Publishing a unit deploys its site (new version folder plus the retained ones); the switch deploys the
 * shell's site, where only remotes.json changed. The shell's release ships the pages function first.
 */
export function releaseCommands(
  root: string,
  unitFolder: string,
  shellSite = 'https://frio-shell.web.app/',
): string[][] {
  return unitFolder === 'shell'
    ? [...functionCommands(root, shellSite), deployCommand(root, 'shell')]
    : [deployCommand(root, unitFolder), deployCommand(root, 'shell')];
}

export function shellQuote(args: string[]): string {
  return args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');
}
