import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarksFile, fromSummary, mergeRows, parseRows, tableText, withMeasuredRows } from './doc-table.ts';

const stamp = { date: '2026-11-27', commit: 'abc1234', machine: '2 × CPU, 4 GB' };
const doc = (table: string) =>
  `# Benchmarks\n\nintro\n\n<!-- bench:table -->\n\n${table}\n\n<!-- /bench:table -->\n\n## How\n`;
const old = {
  figure: 'catalogue: reload, ms',
  median: '111',
  spread: '104–114',
  target: '≤ 150',
  date: '2026-11-25',
  commit: 'fd29c6c',
  machine: 'old',
};
const kept = { ...old, figure: 'Lighthouse /faq', median: 'perf 99', target: '' };

describe("docs/benchmarks.md's table", () => {
  it('rewrites the rows of the figures measured, keeps their target and every other row', () => {
    const rows = mergeRows([old, kept], [{ figure: old.figure, median: '90', spread: '88–95' }], stamp);
    expect(rows).toEqual([{ ...old, median: '90', spread: '88–95', ...stamp }, kept]);
  });

  it('adds a figure it did not have, and reads back what it writes', () => {
    const text = withMeasuredRows(doc(tableText([old])), [{ figure: 'new | one', median: '1', spread: '' }], stamp);
    expect(text).toMatch(/^# Benchmarks\n\nintro\n/);
    expect(text).toMatch(/## How\n$/);
    expect(parseRows(text)).toEqual([old, { figure: 'new | one', median: '1', spread: '', target: '', ...stamp }]);
  });

  it("takes a median and spread from the bench's summaries", () => {
    expect(fromSummary('x', '198 (178–202, n=3)', '≤ 300')).toEqual([
      { figure: 'x', median: '198', spread: '178–202', target: '≤ 300' },
    ]);
    expect(fromSummary('x', '3 s (3–3.2 s, n=3)')[0]).toMatchObject({ median: '3 s', spread: '3–3.2 s' });
    expect(fromSummary('x', undefined)).toEqual([]);
  });

  it('in the repository: every row names its figure once, with a median, a date, a commit and a machine', () => {
    const rows = parseRows(readFileSync(benchmarksFile, 'utf8'));
    expect(rows.length).toBeGreaterThan(20);
    expect(new Set(rows.map((row) => row.figure)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.median, row.figure).not.toBe('');
      expect(row.date, row.figure).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.commit, row.figure).toMatch(/^[0-9a-f]{7,}\+?$/);
      expect(row.machine, row.figure).not.toBe('');
    }
  });
});
