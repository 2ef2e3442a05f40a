import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminPricesMeasurement } from './admin-prices.ts';
import { bytesMeasurement } from './bytes.ts';
import { catalogueMeasurement } from './catalogue.ts';
import { benchmarksFile, blocks, parseTable, summaryRow, withTables, type Table } from './doc-table.ts';
import { offlineMeasurement } from './offline.ts';
import { releasesMeasurement } from './releases.ts';
import { searchMeasurement } from './search.ts';
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

  it("takes a median and spread from the bench's summaries", () => {
    expect(summaryRow('x', '198 (178–202, n=3)', '≤ 300')).toEqual([['x', '198', '178–202', '≤ 300']]);
    expect(summaryRow('x', '3 s (3–3.2 s, n=3)')).toEqual([['x', '3 s', '3–3.2 s', '']]);
    expect(summaryRow('x', '0 ms')).toEqual([['x', '0 ms', '', '']]);
    expect(summaryRow('x', undefined)).toEqual([]);
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
      'catalogue',
      'search',
      'offline',
      'laterVisit',
      'serverTime',
      'flood',
      'admin-prices',
      'releases',
    ]);
    for (const [key, table] of tables) {
      if (key === 'run') continue;
      expect(table.length, key).toBeGreaterThan(1);
      for (const row of table) expect(row, key).toHaveLength(table[0]!.length);
    }
    const header = blocks(text).get('run')!;
    expect(withTables(text, {}, /Measured by `pnpm bench` (.*)\.$/m.exec(header)![1]!)).toBe(text);
  });

  /** The measurement's table has the file's headings, figures in the same order and (unless `targets` is false) their targets. */
  const expectLikeTheFile = (written: Partial<Record<string, Table>>, targets = true) => {
    const cells = (row: string[]) => (targets ? [row[0], row.at(-1)] : [row[0]]);
    for (const [key, table] of Object.entries(written)) {
      const [headings, ...rows] = tables.get(key)!;
      expect(table![0], key).toEqual(headings);
      expect(table!.slice(1).map(cells), key).toEqual(rows.map(cells));
    }
  };

  it("the measurements' tables have its columns, figures and targets", () => {
    const summaries = new Proxy({} as Record<string, unknown>, {
      get: (_, name) =>
        name === 'import' || name === 'index'
          ? { importSeconds: '3 s (3–3.2 s, n=3)', brotli: '1 KB', raw: '2 KB' }
          : '1 (1–2, n=3)',
    });
    expectLikeTheFile(catalogueMeasurement.tables(summaries));
    expectLikeTheFile(searchMeasurement.tables(summaries));
    expectLikeTheFile(adminPricesMeasurement.tables(summaries));
    expectLikeTheFile(
      releasesMeasurement.tables({
        shellReleaseMs: 6200,
        catalogueReleaseMs: 5800,
        rollbackMs: { median: 410, min: 385, max: 475, runs: [] },
      }),
    );
    const sizes = bytesMeasurement.tables({
      firstLoadBrotliBytes: Object.fromEntries(
        tables
          .get('sizes')!
          .slice(1, -1)
          .map(([unit]) => [unit!, 1024]),
      ),
      embed: { file: 'embed.js', gzipBytes: 1024 },
    } as unknown as Parameters<typeof bytesMeasurement.tables>[0]);
    // The budgets are size-budgets.json's, which may have changed since.
    expectLikeTheFile(sizes, false);
  });

  it("offline rewrites its article count's column and keeps the other", () => {
    const save = { wireBytes: 2_757_707, requests: 245, fromCache: 60, fromWorker: 0, workerRequests: 0 };
    const written = offlineMeasurement(20_000).tables({
      articles: 20_000,
      runs: [142.3, 144.2, 148].map((seconds) => ({
        ...save,
        seconds,
        storageBytes: 47_808_768,
        entries: 60_235,
        bodyBytes: 13_548_590,
      })),
      repeatVisits: {},
      swBrotliBytes: 4733,
      registrationBrotliBytes: 209,
      shellFirstLoadBrotliBytes: 120_188,
    });
    const after = parseTable(blocks(withTables(text, written as Record<string, Table>, run)).get('offline')!);
    const now = tables.get('offline')!;
    expect(after.map((row) => [row[0], row[1]])).toEqual(now.map((row) => [row[0], row[1]]));
    expect(after.slice(1).map((row) => row[2])).toEqual([
      '144 s (142–148 s)',
      '2.76 MB',
      '47.81 MB, 13.55 MB',
      '60235',
      '4.6 KB, 209 B',
    ]);
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
