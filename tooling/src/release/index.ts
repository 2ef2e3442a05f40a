export { release, rollback, listReleases, DEFAULT_KEEP, type Outcome, type ListedRelease } from './release.ts';
export { unitNames, unitKeyOf, type Target } from './hosting.ts';
