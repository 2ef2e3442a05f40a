/**
 * docs/benchmarks.md, written by `pnpm bench`: a header naming the run between `<!-- bench:run -->` markers,
 * and one table per measurement between `<!-- bench:<key> -->` markers. A run rewrites the header and the
 * tables it measured; a table it did not measure stays, under a "Measured …" line naming the run that did.
 * A column the run did not give (serverTime's other article count) is kept, under a "<column>: measured …" line.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireChromiumPath } from '../../tooling/src/chromium.ts';
import { root } from '../units-server.ts';

/** A Markdown table: its headings, then one row per figure. */
export type Table = string[][];

export const benchmarksFile = path.join(root, 'docs', 'benchmarks.md');
const blockPattern = /<!-- bench:(\S+) -->([\s\S]*?)<!-- \/bench:\1 -->/g;
const runLine = /^Measured by `pnpm bench` (.*)\.$/m;
const measuredLine = /^Measured (.*)\.$/m;

/** The text between each block's markers, by key. */
export function blocks(markdown: string): Map<string, string> {
  return new Map([...markdown.matchAll(blockPattern)].map((match) => [match[1]!, match[2]!]));
}

export function parseTable(text: string): Table {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .filter((_, i) => i !== 1)
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const tableText = (table: Table) =>
  [table[0]!, table[0]!.map(() => '---'), ...table.slice(1)].map((row) => `| ${row.join(' | ')} |`).join('\n');

/** Keeps the old table's columns the new one lacks, where they were, each named with the run that measured it. */
function rewritten(table: Table, text: string, since: string): string {
  const old = parseTable(text);
  const rows = table.map((row) => [...row]);
  const notes: string[] = [];
  old[0]?.forEach((heading, column) => {
    if (table[0]!.includes(heading)) return;
    const note = text.split('\n').find((line) => line.startsWith(`${heading}: measured `));
    notes.push(note ?? `${heading}: measured ${since}.`);
    rows.forEach((row, i) =>
      row.splice(column, 0, i === 0 ? heading : (old.find((o) => o[0] === row[0])?.[column] ?? '')),
    );
  });
  return [...notes, tableText(rows)].join('\n\n');
}

/** A run's CPUs and memory ("2 × CPU, 4 GB"), from "on <date> at commit <commit>, on <CPUs>, <memory>, <browser>". */
const hardwareOf = (run: string) => run.split(', on ')[1]?.split(', ').slice(0, 2).join(', ');

/**
 * `markdown` with `run` in its header, `tables` in their blocks and the other blocks marked with the run that
 * measured them. The machine is named once, in the header: a block's line names only the date and commit of a
 * run on the same CPUs and memory.
 */
export function withTables(markdown: string, tables: Record<string, Table>, run: string): string {
  const found = blocks(markdown);
  const previous = runLine.exec(found.get('run') ?? '')?.[1];
  if (previous === undefined) throw new Error('docs/benchmarks.md: no "Measured by `pnpm bench` …." in bench:run');
  const missing = Object.keys(tables).filter((key) => !found.has(key));
  if (missing.length) throw new Error(`docs/benchmarks.md: no block for ${missing.join(', ')}`);
  const hardware = hardwareOf(run);
  const short = (when: string) => (hardware && hardwareOf(when) === hardware ? when.split(', on ')[0]! : when);
  const shortLines = (text: string) =>
    text.replace(
      /^((?:[^\n|]*: )?[Mm]easured )(on .*)\.$/gm,
      (_, lead: string, when: string) => `${lead}${short(when)}.`,
    );
  return markdown.replace(blockPattern, (_, key: string, text: string) => {
    const since = measuredLine.exec(text)?.[1] ?? previous;
    const body =
      key === 'run'
        ? `Measured by \`pnpm bench\` ${run}.`
        : tables[key]
          ? rewritten(tables[key], shortLines(text), short(since))
          : since === run || measuredLine.test(text)
            ? shortLines(text.trim())
            : `Measured ${short(since)}.\n\n${text.trim()}`;
    return `<!-- bench:${key} -->\n\n${body}\n\n<!-- /bench:${key} -->`;
  });
}

/** This run: "on <date> at commit <commit>[ with uncommitted changes], on <CPUs>, <memory>, <browser>". */
function currentRun(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' with uncommitted changes';
  const browser = execFileSync(requireChromiumPath(), ['--version'], { encoding: 'utf8', stdio: 'pipe' });
  const cpus = os.cpus();
  const cpu = (cpus[0]?.model ?? 'CPU')
    .replace(/\((R|TM)\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    `on ${new Date().toISOString().slice(0, 10)} at commit ${git('rev-parse', '--short', 'HEAD')}${dirty}, ` +
    `on ${cpus.length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${browser.split(' built on')[0]!.trim()}`
  );
}

/**
 * Writes this run's tables (those with a row) and header into docs/benchmarks.md, as they are: the file is
 * not formatted (.prettierignore), so a table is not padded into a third of the docs' budget.
 */
export function writeBenchmarks(tables: Partial<Record<string, Table>>): void {
  const measured = Object.fromEntries(
    Object.entries(tables).filter((entry): entry is [string, Table] => (entry[1]?.length ?? 0) > 1),
  );
  if (Object.keys(measured).length === 0) return;
  const text = withTables(readFileSync(benchmarksFile, 'utf8'), measured, currentRun());
  writeFileSync(benchmarksFile, text);
  console.log(`docs/benchmarks.md: ${Object.keys(measured).join(', ')} written`);
}
