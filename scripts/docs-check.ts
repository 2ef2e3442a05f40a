/**
 * `pnpm docs:check`: the documentation stays readable and self-contained. Fails when
 * - docs/*.md together pass DOCS_BUDGET_BYTES (a newcomer reads them in an afternoon);
 * - a tracked file points outside the repository (the old contract): the contract is docs/contract.md;
 * - a tracked file names an issue number: history lives in git;
 * - a link, or a named `docs/<name>.md` and its heading, does not exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(import.meta.dirname, '..');
const self = 'scripts/docs-check';

export const DOCS_BUDGET_BYTES = 80_000;

/**
 * What points outside the repository: the old contract's files and section numbers, anywhere; `../shared`
 * itself only in a file at the root, where it leaves the repository (below it, `../shared/src/…` and
 * `../../shared/…` are this repository's `shared/`).
 */
const outsidePointers: readonly RegExp[] = [
  /\bSPEC\.md\b/,
  /\bSPEC §/,
  /\bARCHITECTURE\.md\b/,
  /\bSTYLE\.md\b/,
  /(^|[^./\w])\.\.\/shared\/(SPEC|ARCHITECTURE|STYLE|hooks)\b/,
];
const outsidePointersAtRoot: readonly RegExp[] = [...outsidePointers, /(^|[^./\w])\.\.\/shared\b/];

const issueNumber = /\b[Ii]ssues? #?\d+\b|\(#\d+\b/;

/** The anchor GitHub gives a heading: its text lower-cased, punctuation dropped, spaces as dashes. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Markdown without fenced code blocks and inline code, where links are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The headings of a Markdown text, as written, in order. */
export function headings(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!);
}

/** Every anchor of a Markdown text, duplicates numbered as GitHub numbers them (`-1`, `-2`). */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const heading of headings(markdown)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The relative link targets of a Markdown text (no scheme, no `mailto:`), as written. */
export function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** `docs/<name>.md`, and the heading quoted after it when there is one, in any text (code comments). */
export function docsReferences(text: string): Array<{ file: string; heading?: string }> {
  return [...text.matchAll(/\bdocs\/([a-z0-9-]+\.md)(?:,? ["“]([^"”\n]+)["”])?/g)].map((match) =>
    match[2] === undefined ? { file: match[1]! } : { file: match[1]!, heading: match[2] },
  );
}

function tracked(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const isText = (file: string) => !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|xlsx|pdf|br|gz)$/i.test(file);

/** Lines of production code (TS, TSX, CSS and JS outside tests, e2e and configs), and how many are comments. */
export function productionLines(files: readonly string[]): { lines: number; comments: number } {
  const lines = files
    .filter((file) => /\.(ts|tsx|css|js|mjs)$/.test(file) && !/(\.test\.|\.spec\.|^e2e\/|config\.)/.test(file))
    .flatMap((file) => read(file).replace(/\n$/, '').split('\n'));
  return { lines: lines.length, comments: lines.filter((line) => /^\s*(\/\/|\/\*|\*)/.test(line)).length };
}

function check(): string[] {
  const problems: string[] = [];
  const files = tracked();
  const docs = files.filter((file) => /^docs\/[^/]+\.md$/.test(file));

  const total = docs.reduce((sum, file) => sum + Buffer.byteLength(read(file)), 0);
  if (total > DOCS_BUDGET_BYTES) {
    problems.push(`docs/*.md: ${total} bytes, more than ${DOCS_BUDGET_BYTES}: shorten before adding`);
  }

  for (const file of files.filter(isText)) {
    if (file.startsWith(self)) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        // The lockfile's `link:../shared` paths are relative to each package, not to the root.
        const patterns = file.includes('/') || file === 'pnpm-lock.yaml' ? outsidePointers : outsidePointersAtRoot;
        const found = patterns.find((pattern) => pattern.test(line));
        if (found) problems.push(`${file}:${i + 1}: points outside the repository (${found.source}): ${line.trim()}`);
        if (issueNumber.test(line)) problems.push(`${file}:${i + 1}: names an issue number: ${line.trim()}`);
      });
  }

  const anchorsOf = new Map<string, Set<string>>();
  const anchorsFor = (file: string) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, anchors(read(file)));
    return anchorsOf.get(file)!;
  };
  for (const file of [...docs, 'README.md']) {
    for (const link of relativeLinks(read(file))) {
      const [target = '', anchor] = link.split('#');
      const targetFile = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (targetFile.startsWith('..') || !existsSync(path.join(root, targetFile))) {
        problems.push(`${file}: link to a missing file: ${link}`);
      } else if (anchor !== undefined && targetFile.endsWith('.md') && !anchorsFor(targetFile).has(anchor)) {
        problems.push(`${file}: link to a missing heading: ${link}`);
      }
    }
  }

  for (const file of files.filter(isText)) {
    if (file.startsWith(self)) continue;
    for (const reference of docsReferences(read(file))) {
      const target = `docs/${reference.file}`;
      if (!existsSync(path.join(root, target))) {
        problems.push(`${file}: names ${target}, which does not exist`);
      } else if (reference.heading !== undefined && !anchorsFor(target).has(slug(reference.heading))) {
        problems.push(`${file}: names ${target} "${reference.heading}", which has no such heading`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = check();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`docs:check: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('docs:check: docs within budget, every link and heading found, nothing points outside');
  const { lines, comments } = productionLines(tracked());
  console.log(`docs:check: ${lines} lines of production code, ${comments} of them comments`);
}
