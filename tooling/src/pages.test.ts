import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '@frio/shared/routes';
import { exposeFiles, remoteExposes } from './pages.ts';
import { checkExposes } from './release/contract-check.ts';
import { expectationFor } from './release/live-contract.ts';
import { units, type RemoteKey, type UnitKey } from './units.ts';

const root = path.resolve(import.meta.dirname, '../..');
const remotes = (Object.keys(units) as UnitKey[]).filter((key): key is RemoteKey => key !== 'shell');

describe("a remote's exposes", () => {
  it('are a file for every page its routes name and for every module of its contract', () => {
    const exposed = remotes.flatMap((key) =>
      Object.keys(exposeFiles(units[key].federationName, path.join(root, units[key].dir))).map(
        (name) => `${units[key].federationName}/${name.slice(2)}`,
      ),
    );
    for (const { page } of siteRoutes) expect(exposed).toContain(page);
    expect(exposed).toEqual(expect.arrayContaining(['mf_catalogue/SearchField', 'mf_accounts/AccountWidget']));
    expect(exposeFiles('mf_content', path.join(root, 'mf-content'))['./FaqPage']).toBe(
      './src/features/faq/FaqPage.tsx',
    );
  });

  it('name a page no file has', () => {
    expect(() => exposeFiles('mf_content', path.join(root, 'mf-calculator'))).toThrow(
      /mf_content\/HomePage: a route names it/,
    );
  });
});

describe('a release', () => {
  it("expects the pages the live shell routes to, even ones the workspace's routes dropped", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'frio-contract-'));
    try {
      cpSync(path.join(root, 'shared/src/contract'), dir, { recursive: true });
      writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ mf_content: ['HomePage', 'RetiradaDePruebaPage'] }));
      const expected = await expectationFor(path.join(dir, 'index.ts'), 'mf_content');
      expect(expected?.exposes).toEqual({ HomePage: 'page', RetiradaDePruebaPage: 'page' });
      const manifest = {
        name: 'mf_content',
        exposes: Object.keys(remoteExposes('mf_content')).map((name) => ({ name })),
      };
      expect(checkExposes(manifest, expected!)).toEqual([
        'no expone mf_content/RetiradaDePruebaPage (page que el shell carga: ver @frio/shared/routes)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
