/**
 * `pnpm bench`'s command line, read once on first use (not at import: the unit tests import the
 * measurements). An unknown flag, or a count that is not a whole number above 0, stops the run.
 */
import { parseArgs } from 'node:util';

/** The bench database's article count unless `--articles` says otherwise. */
export const BENCH_ARTICLES = 20_000;

function parse() {
  const { values } = parseArgs({
    // `pnpm bench -- --only=x` passes the `--` on.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      'no-build': { type: 'boolean', default: false },
      'no-prerender': { type: 'boolean', default: false },
      only: { type: 'string' },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      articles: { type: 'string', default: String(BENCH_ARTICLES) },
    },
  });
  const count = (name: 'runs' | 'articles') => {
    const value = Number(values[name]);
    if (!(Number.isInteger(value) && value > 0))
      throw new Error(`--${name}: a whole number above 0, not ${values[name]}`);
    return value;
  };
  return {
    build: !values['no-build'],
    prerender: !values['no-prerender'],
    /** `--only=firstPaint,sizes`: just those measurements, by key. */
    only: values.only?.split(','),
    /** `--routes=/,/faq`: just those routes of the page measurements (their tables in the docs stay as they are). */
    routes: values.routes?.split(','),
    /** Lighthouse runs (and navigation runs) per page. */
    runs: count('runs'),
    articles: count('articles'),
  };
}

let parsed: ReturnType<typeof parse> | undefined;
export const flags = () => (parsed ??= parse());
