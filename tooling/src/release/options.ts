/** What every release command takes and answers (`pnpm release`, `pnpm rollback`, `pnpm releases`). */
import path from 'node:path';
import type { UnitKey } from '../units.ts';
import type { Target } from './hosting.ts';

export interface CommonOptions {
  /** The repository root. */
  root: string;
  unit: UnitKey;
  /** Default: local (the local servers' URLs). firebase: the Firebase Hosting sites of .firebaserc. */
  target?: Target;
  /** The hosting directory (default <root>/.hosting/<target>). */
  hosting?: string;
  dryRun?: boolean;
  print?: (line: string) => void;
  /**
   * Run the `prerender` script after the switch, if the workspace has one (default true): the shell site's
   * documents then hold, and load, what is live, after a release and after a rollback alike.
   */
  prerender?: boolean;
}

export interface ReleaseOptions extends CommonOptions {
  /** The unit's source folder (default <root>/<unit folder>; tests release temporary copies). */
  sourceDir?: string;
  /** Earlier releases kept beside the new one (default 5). */
  keep?: number;
  /** The business facts still demo values (default: @frio/shared/contact's); tests pass their own. */
  placeholders?: () => string[];
}

/** A release's options with release.ts's defaults filled in, and the version folder it publishes. */
export type ResolvedRelease = ReleaseOptions &
  Required<Pick<ReleaseOptions, 'target' | 'hosting' | 'sourceDir' | 'keep' | 'print'>> & { folder: string };

export interface Outcome {
  ok: boolean;
  folder?: string;
  problems: string[];
}

export const DEFAULT_KEEP = 5;

export interface RollbackOptions extends CommonOptions {
  /** A published version ('1.4.0') or folder ('1.4.0-3f2a9c1'); default: what was live before the last release. */
  to?: string;
}

/** A rollback's options with release.ts's defaults filled in. */
export type ResolvedRollback = RollbackOptions & Required<Pick<RollbackOptions, 'target' | 'hosting' | 'print'>>;

export function hostingOf(options: CommonOptions): string {
  return options.hosting ?? path.join(options.root, '.hosting', options.target ?? 'local');
}

/** Prints why nothing changed and answers a refusal. */
export function refuse(print: (line: string) => void, what: string, problems: string[]): Outcome {
  print(`RECHAZADO: ${what}. Lo que está en vivo no cambió.`);
  for (const problem of problems) print(`  - ${problem}`);
  return { ok: false, problems };
}
