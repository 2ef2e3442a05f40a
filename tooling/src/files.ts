import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursively), as full paths, sorted; only those ending in `extensions` if given. */
export function filesUnder(dir: string, extensions?: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (!extensions || extensions.includes(path.extname(entry.name))))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
