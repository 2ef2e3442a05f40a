import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followFirstReleases } from './follow-releases.ts';

describe('serve --hosting follows a unit’s first release', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('switches a unit served from dist/ to its site once the release creates it, once', async () => {
    const hosting = path.join(mkdtempSync(path.join(os.tmpdir(), 'frio-follow-')), 'local');
    made.push(path.dirname(hosting));
    const switched = vi.fn(async () => {});
    const watcher = followFirstReleases(hosting, ['calculator', 'catalogue'], switched, { settleMs: 10 });
    try {
      // The release of mf-calculator publishes its site folder.
      mkdirSync(path.join(hosting, 'mf-calculator', 'v', '1.0.0'), { recursive: true });
      await vi.waitFor(() => expect(switched).toHaveBeenCalledWith('calculator'));
      // A second release (another version folder) changes nothing for the server…
      mkdirSync(path.join(hosting, 'mf-calculator', 'v', '1.1.0'), { recursive: true });
      mkdirSync(path.join(hosting, 'otra-cosa'));
      expect(switched).not.toHaveBeenCalledWith('catalogue');
      // …and once the catalogue's first release has switched it (events come in order), still one switch each.
      mkdirSync(path.join(hosting, 'mf-catalogue'));
      await vi.waitFor(() => expect(switched).toHaveBeenCalledWith('catalogue'));
      expect(switched.mock.calls).toEqual([['calculator'], ['catalogue']]);
    } finally {
      watcher.close();
    }
  });

  it('a unit whose site already exists when serving starts is switched at once', async () => {
    const hosting = mkdtempSync(path.join(os.tmpdir(), 'frio-follow-'));
    made.push(hosting);
    mkdirSync(path.join(hosting, 'mf-accounts'));
    const switched = vi.fn(async () => {});
    const watcher = followFirstReleases(hosting, ['accounts'], switched, { settleMs: 0 });
    try {
      await vi.waitFor(() => expect(switched).toHaveBeenCalledWith('accounts'));
    } finally {
      watcher.close();
    }
  });
});
