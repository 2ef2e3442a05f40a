/** Which version folders a release keeps, and where a rollback goes (pure logic). */
import type { ReleaseLog } from './hosting.ts';

/**
 * The folders to delete after publishing `latest`: everything but the newest `keep` earlier releases,
 * the new one, and whatever is live (a visitor may have it open).
 */
export function foldersToPrune(published: string[], latest: string, live: string | undefined, keep: number): string[] {
  const earlier = published.filter((folder) => folder !== latest);
  const kept = new Set([latest, ...earlier.slice(Math.max(0, earlier.length - keep)), ...(live ? [live] : [])]);
  return published.filter((folder) => !kept.has(folder));
}

/** Where `rollback` goes without --to: what was live before the last release. */
export function rollbackTarget(log: ReleaseLog): string | undefined {
  return log.switches.findLast((entry) => entry.action === 'release')?.from;
}

/** The published folder a --to value names: a whole folder ('1.4.0-3f2a9c1') or a version ('1.4.0'). */
export function resolveVersion(published: string[], to: string): string | undefined {
  if (published.includes(to)) return to;
  const matches = published.filter((folder) => folder.startsWith(`${to}-`));
  return matches.at(-1);
}
