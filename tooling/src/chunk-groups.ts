/**
 * Chunk groups from explicit lists of files, folders, packages and generated modules. A name that matches
 * nothing fails the build, so a renamed folder or package cannot quietly split a chunk.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkGroupSpec {
  name: string;
  /** Files or folders, relative to the unit's directory (a folder takes everything under it). */
  sources?: string[];
  /** Files or folders under `sources` that stay out of the group. */
  except?: string[];
  /** Packages by name, e.g. '@module-federation/runtime'. */
  packages?: string[];
  /** Modules a plugin generates, by a part of their id, e.g. 'vite/preload-helper'. */
  generated?: string[];
}

interface Matcher {
  label: string;
  matches: (id: string) => boolean;
  used: boolean;
}

function sourceMatcher(dir: string, source: string, group: string): Matcher {
  const file = path.resolve(dir, source);
  if (!existsSync(file)) throw new Error(`chunk group "${group}": ${source} does not exist (in ${dir})`);
  const prefix = statSync(file).isDirectory() ? `${file}${path.sep}` : file;
  return {
    label: source,
    matches: (id) => (prefix.endsWith(path.sep) ? id.startsWith(prefix) : id === prefix),
    used: false,
  };
}

export function chunkGroups(dir: string, specs: ChunkGroupSpec[]) {
  const matchers = new Map<string, Matcher[]>();
  for (const spec of specs)
    matchers.set(spec.name, [
      ...(spec.sources ?? []).map((source) => sourceMatcher(dir, source, spec.name)),
      ...(spec.packages ?? []).map((name) => ({
        label: name,
        matches: (id: string) => id.includes(`/node_modules/${name}/`),
        used: false,
      })),
      ...(spec.generated ?? []).map((part) => ({
        label: part,
        matches: (id: string) => id.includes(part),
        used: false,
      })),
    ]);
  const exceptions = new Map(
    specs.map((spec) => [spec.name, (spec.except ?? []).map((source) => sourceMatcher(dir, source, spec.name))]),
  );
  const groups = specs.map(({ name }) => ({
    name,
    test: (id: string) => {
      if (exceptions.get(name)!.some((item) => item.matches(id))) return false;
      const matcher = matchers.get(name)!.find((item) => item.matches(id));
      if (matcher) matcher.used = true;
      return matcher !== undefined;
    },
  }));
  const check: Plugin = {
    name: 'frio-chunk-groups',
    apply: 'build',
    generateBundle() {
      const unused = [...matchers].flatMap(([group, list]) =>
        list.filter((item) => !item.used).map((item) => `"${group}": ${item.label}`),
      );
      if (unused.length > 0) this.error(`chunk groups list modules this build does not have: ${unused.join(', ')}`);
    },
  };
  return { groups, check };
}
