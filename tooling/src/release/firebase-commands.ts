/** The firebase CLI commands a release runs against the real project (printed by --dry-run). */
import { firebaseSites } from './hosting.ts';

export function deployCommand(root: string, hostingTarget: string): string[] {
  const { project } = firebaseSites(root);
  return ['firebase', 'deploy', '--only', `hosting:${hostingTarget}`, '--project', project];
}

/** Publishing a unit deploys its site (new version folder plus the retained ones); the switch deploys the shell's site, where only remotes.json changed. */
export function releaseCommands(root: string, unitFolder: string): string[][] {
  return unitFolder === 'shell'
    ? [deployCommand(root, 'shell')]
    : [deployCommand(root, unitFolder), deployCommand(root, 'shell')];
}

export function shellQuote(args: string[]): string {
  return args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');
}
