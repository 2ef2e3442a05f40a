import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bytesMeasurement } from './bytes.ts';
import { benchmarksFile, blocks, parseTable, withTables, type Table } from './doc-table.ts';
import { serverTimeMeasurement } from './server-time.ts';

const run = 'on 2026-11-28 at commit abc1234, on 2 × CPU, 4 GB, Chromium 1';
const before = 'on 2026-11-25 at commit fd29c6c, on 2 × CPU, 4 GB, Chromium 1';
/** A run's date and commit, without its machine. */
const whenOf = (measured: string) => measured.split(', on ')[0]!;
const doc = [
  '# Benchmarks',
  `<!-- bench:run -->\n\nMeasured by \`pnpm bench\` ${before}.\n\n<!-- /bench:run -->`,
  'Intro.',
  '<!-- bench:a -->\n\n| figure | median |\n| --- | --- |\n| x | 1 |\n\n<!-- /bench:a -->',
  '<!-- bench:b -->\n\n| figure | median |\n| --- | --- |\n| y | 2 |\n\n<!-- /bench:b -->',
  '<!-- bench:c -->\n\nMeasured on 2026-11-20 at commit 0000000, on elsewhere.\n\n| figure | median |\n| --- | --- |\n| z | 3 |\n\n<!-- /bench:c -->',
  '## How\n',
].join('\n\n');

describe('docs/benchmarks.md, as pnpm bench writes it', () => {
  it('names the run once and rewrites the tables measured; the others say which run measured them', () => {
    const text = withTables(
      doc,
      {
        a: [
          ['figure', 'median'],
          ['x', '9'],
          ['w', '8'],
        ],
      },
      run,
    );
    const found = blocks(text);
    expect(found.get('run')).toBe(`\n\nMeasured by \`pnpm bench\` ${run}.\n\n`);
    expect(parseTable(found.get('a')!)).toEqual([
      ['figure', 'median'],
      ['x', '9'],
      ['w', '8'],
    ]);
    expect(found.get('a')).not.toMatch(/Measured/);
    // The same machine: the line names the date and commit only; another machine is named (c).
    expect(found.get('b')).toBe(`\n\nMeasured ${whenOf(before)}.\n\n| figure | median |\n| --- | --- |\n| y | 2 |\n\n`);
    expect(found.get('c')).toMatch(/^\n\nMeasured on 2026-11-20 at commit 0000000, on elsewhere\.\n\n\| figure/);
    expect(text).toMatch(/^# Benchmarks\n\n<!-- bench:run -->/);
    expect(text).toMatch(/Intro\.\n\n<!-- bench:a -->/);
    expect(text).toMatch(/## How\n$/);
    // The same run again changes nothing more.
    expect(withTables(text, {}, run)).toBe(text);
  });

  it('keeps a column the run did not give, under a line naming the run that measured it', () => {
    const two = doc.replace(
      '| figure | median |\n| --- | --- |\n| z | 3 |',
      '| figure | 20 | 200 | target |\n| --- | --- | --- | --- |\n| z | 3 | 30 | ≤ 5 |\n| v | 4 | 40 | |',
    );
    const once = withTables(
      two,
      {
        c: [
          ['figure', '200', 'target'],
          ['z', '31', '≤ 5'],
          ['v', '41', ''],
        ],
      },
      run,
    );
    const c = blocks(once).get('c')!;
    expect(c).toMatch(/^\n\n20: measured on 2026-11-20 at commit 0000000, on elsewhere\.\n\n\| figure/);
    expect(parseTable(c)).toEqual([
      ['figure', '20', '200', 'target'],
      ['z', '3', '31', '≤ 5'],
      ['v', '4', '41', ''],
    ]);
    // Measuring the kept column drops its line; the column measured before gets one.
    const later = 'on 2026-11-29 at commit def5678, on 2 × CPU, 4 GB, Chromium 1';
    const twice = blocks(
      withTables(
        once,
        {
          c: [
            ['figure', '20', 'target'],
            ['z', '2', '≤ 5'],
          ],
        },
        later,
      ),
    ).get('c')!;
    expect(twice).toMatch(new RegExp(`^\\n\\n200: measured ${whenOf(run)}\\.\\n\\n\\| figure`));
    expect(parseTable(twice)).toEqual([
      ['figure', '20', '200', 'target'],
      ['z', '2', '31', '≤ 5'],
    ]);
  });

  it('refuses a table without its block, and a file without its header', () => {
    expect(() => withTables(doc, { d: [['figure'], ['x']] }, run)).toThrow(/no block for d/);
    expect(() => withTables(doc.replace('Measured by', 'Seen by'), {}, run)).toThrow(/bench:run/);
  });
});

describe('docs/benchmarks.md in the repository', () => {
  const text = readFileSync(benchmarksFile, 'utf8');
  const tables = new Map([...blocks(text)].map(([key, block]) => [key, parseTable(block)]));

  it('has the header and a table for every measurement, each row as wide as its headings', () => {
    expect([...tables.keys()]).toEqual([
      'run',
      'firstPaint',
      'clickToContent',
      'sizes',
      'photos',
      'photoFirstPaint',
      'serverTime',
    ]);
    for (const [key, table] of tables) {
      if (key === 'run') continue;
      expect(table.length, key).toBeGreaterThan(1);
      for (const row of table) expect(row, key).toHaveLength(table[0]!.length);
    }
    const header = blocks(text).get('run')!;
    expect(withTables(text, {}, /Measured by `pnpm bench` (.*)\.$/m.exec(header)![1]!)).toBe(text);
  });

  it("the sizes table has the file's columns and units, in its order", () => {
    const sizes = bytesMeasurement.tables({
      firstLoadBrotliBytes: Object.fromEntries(
        tables
          .get('sizes')!
          .slice(1, -1)
          .map(([unit]) => [unit!, 1024]),
      ),
      embed: { file: 'embed.js', gzipBytes: 1024 },
    } as unknown as Parameters<typeof bytesMeasurement.tables>[0]);
    // Units only: the budgets are size-budgets.json's, which may have changed since.
    const [headings, ...rows] = tables.get('sizes')!;
    expect(sizes.sizes![0]).toEqual(headings);
    expect(sizes.sizes!.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row[0]));
  });

  it("serverTime rewrites its article count's column and keeps the other", () => {
    const kinds = (medians: number[]) =>
      Object.fromEntries(
        ['product', 'listing', 'search', 'image'].map((kind, i) => [kind, { p95s: [1, 2, 3], median: medians[i]! }]),
      );
    const written = serverTimeMeasurement(20_000).tables({
      articles: 20_000,
      firstSearch: 160,
      firstImage: 183,
      kinds: kinds([23, 20, 18, 62]),
    });
    const after = parseTable(blocks(withTables(text, written as Record<string, Table>, run)).get('serverTime')!);
    const now = tables.get('serverTime')!;
    expect(after.map((row) => [row[0], row[2], row[3]])).toEqual(now.map((row) => [row[0], row[2], row[3]]));
    expect(after.slice(1).map((row) => row[1])).toEqual([
      '23 ms (1–3 ms)',
      '20 ms (1–3 ms)',
      '18 ms (1–3 ms)',
      '160 ms',
      '62 ms (1–3 ms)',
      '183 ms',
    ]);
  });
});
