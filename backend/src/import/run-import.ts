/**
 * The import as one function: read the file, validate it, compare it with the database and apply the
 * one multi-path update (or, on a dry run, only say what it would do). The CLI and the tests call it.
 */
import {
  planSync,
  RefusedFileError,
  validateTable,
  type SyncPlan,
  type Validation,
} from '@frio/shared/catalogue/import';
import { readTable } from './read-table.ts';
import type { CatalogueTarget } from './targets.ts';

export type Stage = 'lectura' | 'validación' | 'comparación' | 'escritura';

export interface ImportOptions {
  dryRun?: boolean;
  now?: number;
  /** Progress, for the CLI's bar. */
  onStage?: (stage: Stage, rows: number) => void;
}

export type ImportResult =
  | { status: 'refused'; reason: string }
  | ({ status: 'written' | 'unchanged' | 'dry-run'; format: string } & Validation & SyncPlan);

export async function importFile(
  file: string,
  target: CatalogueTarget,
  { dryRun = false, now = Date.now(), onStage }: ImportOptions = {},
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
  const plan = planSync(await target.readCurrent(), validation.products, now);
  if (dryRun) return { status: 'dry-run', format, ...validation, ...plan };
  if (!plan.update) return { status: 'unchanged', format, ...validation, ...plan };
  onStage?.('escritura', validation.read);
  await target.apply(plan.update);
  return { status: 'written', format, ...validation, ...plan };
}
