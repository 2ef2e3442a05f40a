import type { Table } from './doc-table.ts';

/** One figure set of `pnpm bench`: measured while the site runs, printed afterwards in the report. */
export interface Measurement<T = unknown> {
  /** Its key in bench-results/latest.json. */
  key: string;
  /** Runs with the site up; the result is also logged as soon as it is known. */
  measure(): Promise<T>;
  /** Prints the result for the "Figures" section. */
  report(result: T): void;
  /** Its tables in docs/benchmarks.md by the key of their block (doc-table.ts): its own key's, or more. */
  tables(result: T): Partial<Record<string, Table>>;
}
