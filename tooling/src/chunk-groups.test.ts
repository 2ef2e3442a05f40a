import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups.ts';

const shell = path.resolve(import.meta.dirname, '../../shell');
const shared = path.resolve(import.meta.dirname, '../../shared');

function groupOf(groups: Array<{ name: string; test: (id: string) => boolean }>, id: string) {
  return groups.find((group) => group.test(id))?.name;
}

describe('chunk groups from explicit lists', () => {
  const { groups, check } = chunkGroups(shell, [
    { name: 'federation', packages: ['@module-federation/runtime'], generated: ['vite/preload-helper'] },
    {
      name: 'boot',
      sources: ['src/lib/remotes/remote-error.ts', '../shared/src'],
      except: ['../shared/src/site/router.ts'],
    },
  ]);

  it('puts a module in the group that lists its file, folder, package or generated id', () => {
    expect(groupOf(groups, path.join(shell, 'src/lib/remotes/remote-error.ts'))).toBe('boot');
    expect(groupOf(groups, path.join(shared, 'src/contract/catalogue.ts'))).toBe('boot');
    expect(groupOf(groups, '/x/node_modules/.pnpm/a/node_modules/@module-federation/runtime/dist/index.js')).toBe(
      'federation',
    );
    expect(groupOf(groups, '\0vite/preload-helper.js')).toBe('federation');
  });

  it('keeps out what is excepted, and what is only named alike', () => {
    expect(groupOf(groups, path.join(shared, 'src/site/router.ts'))).toBeUndefined();
    expect(groupOf(groups, path.join(shell, 'src/lib/remotes/remote-error.test.ts'))).toBeUndefined();
    expect(groupOf(groups, '/x/node_modules/@module-federation/runtime-core/dist/index.js')).toBeUndefined();
  });

  it('refuses a source that does not exist, naming the group', () => {
    expect(() => chunkGroups(shell, [{ name: 'boot', sources: ['src/lib/remotes/renamed.ts'] }])).toThrow(
      'chunk group "boot": src/lib/remotes/renamed.ts does not exist',
    );
  });

  it('fails the build when a listed name matched no module of it', () => {
    const errors: string[] = [];
    const generateBundle = check.generateBundle as (this: { error: (message: string) => void }) => void;
    generateBundle.call({ error: (message) => errors.push(message) });
    // Everything above was matched once except the folder's other files and the exception itself.
    expect(errors).toEqual([]);
    const fresh = chunkGroups(shell, [{ name: 'federation', packages: ['@module-federation/sdk'] }]);
    (fresh.check.generateBundle as typeof generateBundle).call({ error: (message) => errors.push(message) });
    expect(errors).toEqual([
      'chunk groups list modules this build does not have: "federation": @module-federation/sdk',
    ]);
  });
});
