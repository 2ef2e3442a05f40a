/**
 * `pnpm size`: each unit's first-load JS (Brotli bytes, as scripts/bench/bytes.ts counts them) against
 * its budget in size-budgets.json. Fails when a unit grows past its budget. Needs `pnpm build` first.
 * A budget sits a little (under 3 %) above the size; raise one on purpose, in the commit that explains
 * the growth.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadBrotliBytes } from './bench/bytes.ts';
import { kb } from './bench/browser.ts';
import { root } from './units-server.ts';

const budgets = JSON.parse(readFileSync(path.join(root, 'size-budgets.json'), 'utf8')) as Record<string, number>;
const measured = firstLoadBrotliBytes();
const rows = Object.entries(measured).map(([unit, bytes]) => {
  const budget = budgets[unit];
  return {
    unit,
    'first-load JS (brotli)': kb(bytes),
    budget: budget === undefined ? 'none' : kb(budget),
    ok: budget !== undefined && bytes <= budget,
  };
});
console.table(rows);
const failed = rows.filter((row) => !row.ok);
if (failed.length > 0) {
  console.error(`Over budget or without one: ${failed.map((row) => row.unit).join(', ')} (size-budgets.json)`);
  process.exit(1);
}
