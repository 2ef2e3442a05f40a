/** The import as one function, for the CLI and the tests: one multi-path update, or on a dry run the plan only. */
import {
  planSync,
  withKeptArticles,
  RefusedFileError,
  removalWarning,
  validateTable,
  type SyncPlan,
  type Validation,
} from '@frio/shared/catalogue/import';
import { keepUpdate, keptListOf, KEPT_SUMMARY_PATH } from '@frio/shared/catalogue/kept-lists';
import { readTable } from './read-table.ts';
import type { CatalogueTarget } from './targets.ts';

export type Stage = 'lectura' | 'validación' | 'comparación' | 'escritura';

export interface ImportOptions {
  dryRun?: boolean;
  /** The second confirmation of a list that removes more than REMOVAL_WARNING_SHARE of the articles. */
  allowRemovals?: boolean;
  now?: number;
  onStage?: (stage: Stage, rows: number) => void;
}

export type ImportResult =
  | { status: 'refused'; reason: string }
  /** Removes too many of the listed articles without `allowRemovals`: nothing written. */
  | ({ status: 'needs-confirmation'; format: string; listed: number } & Validation & SyncPlan)
  | ({ status: 'written' | 'unchanged' | 'dry-run'; format: string } & Validation & SyncPlan);

export async function importFile(
  file: string,
  target: CatalogueTarget,
  { dryRun = false, allowRemovals = false, now = Date.now(), onStage }: ImportOptions = {},
): Promise<ImportResult> {
  let validation: Validation;
  let format: string;
  try {
    onStage?.('lectura', 0);
    const table = await readTable(file);
    format = table.format;
    onStage?.('validación', table.rows.length);
    validation = validateTable(table);
  } catch (error) {
    if (error instanceof RefusedFileError) return { status: 'refused', reason: error.message };
    throw error;
  }
  onStage?.('comparación', validation.read);
  const current = await target.readCurrent();
  const plan = planSync(current, withKeptArticles(current, validation.products, validation.rejected), now);
  if (dryRun) return { status: 'dry-run', format, ...validation, ...plan };
  const listed = Object.keys(current.productos ?? {}).length;
  if (!allowRemovals && removalWarning(plan.removed.length, listed).warn)
    return { status: 'needs-confirmation', format, listed, ...validation, ...plan };
  if (!plan.update) return { status: 'unchanged', format, ...validation, ...plan };
  onStage?.('escritura', validation.read);
  // The catalogue it replaces is kept in the same update, for `--deshacer` and the back-office's Deshacer.
  const keep = keepUpdate(keptListOf(current), await target.read(KEPT_SUMMARY_PATH), now);
  await target.apply({ ...plan.update, ...keep });
  return { status: 'written', format, ...validation, ...plan };
}
