import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { releaseCommands, shellQuote } from './firebase-commands.ts';

const root = path.join(import.meta.dirname, '../../..');

describe('the firebase commands of a release', () => {
  it('deploys the remote site, then the shell site for the switch', () => {
    expect(releaseCommands(root, 'mf-catalogue').map(shellQuote)).toEqual([
      'firebase deploy --only hosting:mf-catalogue --project frio-entre-rios',
      'firebase deploy --only hosting:shell --project frio-entre-rios',
    ]);
    // The shell's release ships the pages function, built for the deployed shell site, before the site.
    expect(releaseCommands(root, 'shell', 'https://frio-shell.web.app/').map(shellQuote)).toEqual([
      'env FRIO_SHELL_URL=https://frio-shell.web.app/ pnpm --filter functions build',
      'firebase deploy --only functions:pages --project frio-entre-rios',
      'firebase deploy --only hosting:shell --project frio-entre-rios',
    ]);
  });
});

describe('firebase.json', () => {
  const hosting = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).hosting as Array<{
    target: string;
    public: string;
    ignore: string[];
    headers: Array<{ source?: string; headers: Array<{ key: string; value: string }> }>;
  }>;
  const cacheOf = (target: string, source: string) =>
    hosting
      .find((site) => site.target === target)!
      .headers.find((rule) => rule.source === source)
      ?.headers.find((header) => header.key === 'Cache-Control')?.value;

  it('deploys each site from its folder of the hosting directory, without the release logs', () => {
    for (const site of hosting) {
      expect(site.public).toBe(`.hosting/firebase/${site.target}`);
      expect(site.ignore).toContain('**/.*');
    }
  });
  it('caches version folders forever and never the live pointers', () => {
    for (const target of ['mf-content', 'mf-catalogue', 'mf-calculator', 'mf-accounts'])
      expect(cacheOf(target, '/v/**')).toBe('public, max-age=31536000, immutable');
    expect(cacheOf('shell', '/@(remotes|firebase-config|site).json')).toBe('no-store');
    expect(cacheOf('shell', '/mf-manifest.json')).toBe('no-cache');
  });
});
