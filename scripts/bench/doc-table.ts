/**
 * docs/benchmarks.md's table, written by `pnpm bench` from its own figures: one row per figure with the
 * date, commit and machine it was measured on. A run rewrites the rows of the figures it measured and
 * keeps the others as they are.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { root } from '../units-server.ts';

/** One figure as a measurement reports it. */
export interface BenchRow {
  figure: string;
  median: string;
  /** The runs' lowest–highest, or '' for a single run. */
  spread: string;
  /** What it should be, when there is a target; a row written before keeps its target otherwise. */
  target?: string;
}

export interface DocRow extends Required<BenchRow> {
  date: string;
  commit: string;
  machine: string;
}

export const benchmarksFile = path.join(root, 'docs', 'benchmarks.md');
const START = '<!-- bench:table -->';
const END = '<!-- /bench:table -->';
const columns = ['figure', 'median', 'spread', 'target', 'date', 'commit', 'machine'] as const;

/** "198 ms (178–202 ms, n=3)" as catalogue.ts's `summary` writes it → its median and spread. */
export function fromSummary(figure: string, summary: unknown, target?: string): BenchRow[] {
  if (typeof summary !== 'string') return [];
  const match = /^(.*?) \((.*?)(?:, n=\d+)?\)$/.exec(summary);
  return [{ figure, median: match?.[1] ?? summary, spread: match?.[2] ?? '', target }];
}

/** The rows of the table between its markers in `markdown`. */
export function parseRows(markdown: string): DocRow[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`docs/benchmarks.md: no ${START} … ${END}`);
  return markdown
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as unknown as DocRow;
    });
}

/** The measured rows replace the rows of the same figure (keeping a target they do not give); the others stay. */
export function mergeRows(
  existing: readonly DocRow[],
  measured: readonly BenchRow[],
  stamp: Pick<DocRow, 'date' | 'commit' | 'machine'>,
): DocRow[] {
  const rows = [...existing];
  for (const row of measured) {
    const at = rows.findIndex((old) => old.figure === row.figure);
    const written: DocRow = { ...row, target: row.target ?? (at === -1 ? '' : rows[at]!.target), ...stamp };
    if (at === -1) rows.push(written);
    else rows[at] = written;
  }
  return rows;
}

export function tableText(rows: readonly DocRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

/** `markdown` with its table's rows merged with `measured`. */
export function withMeasuredRows(
  markdown: string,
  measured: readonly BenchRow[],
  stamp: Pick<DocRow, 'date' | 'commit' | 'machine'>,
): string {
  const rows = mergeRows(parseRows(markdown), measured, stamp);
  const start = markdown.indexOf(START) + START.length;
  return `${markdown.slice(0, start)}\n\n${tableText(rows)}\n\n${markdown.slice(markdown.indexOf(END))}`;
}

/** Today, the commit measured (with "+" when the tree has changes) and this machine, as the rows name them. */
function currentStamp(): Pick<DocRow, 'date' | 'commit' | 'machine'> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 10),
    commit: `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+' : ''}`,
    machine: `${cpus.length} × ${cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`,
  };
}

/** Rewrites docs/benchmarks.md's table with this run's rows. */
export async function writeBenchmarksTable(measured: readonly BenchRow[]): Promise<void> {
  if (measured.length === 0) return;
  const text = withMeasuredRows(readFileSync(benchmarksFile, 'utf8'), measured, currentStamp());
  const options = (await resolveConfig(benchmarksFile)) ?? {};
  writeFileSync(benchmarksFile, await format(text, { ...options, filepath: benchmarksFile }));
  console.log(`docs/benchmarks.md: ${measured.length} rows written`);
}
