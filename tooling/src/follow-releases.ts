/**
 * `pnpm serve --hosting`: a unit never released is served from its dist/. Once its first release creates
 * its site in the hosting directory, its server switches to that site, as on the real hosting. Later
 * releases need nothing: the site's folder is read on every request.
 */
import { existsSync, mkdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { units, type UnitKey } from './units.ts';

/** Waits this long after the unit's folder appears, so the release has copied its files in. */
const SETTLE_MS = 1500;

export function followFirstReleases(
  hosting: string,
  unreleased: readonly UnitKey[],
  switchToSite: (unit: UnitKey) => Promise<void>,
  { settleMs = SETTLE_MS }: { settleMs?: number } = {},
): FSWatcher {
  mkdirSync(hosting, { recursive: true });
  const waiting = new Set(unreleased);
  let queue = Promise.resolve();
  const check = () => {
    for (const unit of [...waiting]) {
      if (!existsSync(path.join(hosting, units[unit].dir))) continue;
      waiting.delete(unit);
      queue = queue
        .then(() => new Promise((resolve) => setTimeout(resolve, settleMs)))
        .then(() => switchToSite(unit))
        .catch((error: unknown) => console.error(`[hosting] ${units[unit].dir}:`, error));
    }
  };
  const watcher = watch(hosting, check);
  check();
  return watcher;
}
