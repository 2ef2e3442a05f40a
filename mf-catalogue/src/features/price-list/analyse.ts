/**
 * A price-list file → what the back-office shows before publishing, with the command's own code
 * (`@frio/shared/catalogue/import`): read, validate, compare with the database, and the whole new
 * catalogue to write. Pure; runs in the worker (price-list.worker.ts).
 */
import {
  catalogueTree,
  planSync,
  previewImport,
  readTableBytes,
  RefusedFileError,
  validateTable,
  type CurrentCatalogue,
  type ImportPreview,
} from '@frio/shared/catalogue/import';

export interface AnalyseRequest {
  fileName: string;
  bytes: Uint8Array;
  /** `productos`, `privado/precios` and `catalogo/actualizado` as the database holds them now. */
  current: CurrentCatalogue;
  now: number;
}

export type CatalogueTree = ReturnType<typeof catalogueTree>;

export type Analysis =
  | { status: 'refused'; reason: string }
  | {
      status: 'ready';
      format: string;
      read: number;
      rejected: Array<{ line: number; reasons: string[] }>;
      preview: ImportPreview;
      /** The whole catalogue to write (productos, catalogo, privado), or null: the database already holds it. */
      tree: CatalogueTree | null;
    };

export async function analysePriceList({ fileName, bytes, current, now }: AnalyseRequest): Promise<Analysis> {
  try {
    const table = await readTableBytes(fileName, bytes);
    const validation = validateTable(table);
    const plan = planSync(current, validation.products, now);
    const preview = previewImport(current, validation.products, plan);
    const changes = plan.added.length + plan.changed.length + plan.removed.length;
    return {
      status: 'ready',
      format: table.format,
      read: validation.read,
      rejected: validation.rejected,
      preview,
      tree: changes === 0 ? null : catalogueTree(validation.products, now),
    };
  } catch (error) {
    if (error instanceof RefusedFileError) return { status: 'refused', reason: error.message };
    throw error;
  }
}
