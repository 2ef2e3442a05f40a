/**
 * A price-list file → what the back-office shows before publishing, computed with the import command's
 * own code (@frio/shared/catalogue/import). Pure; runs in the worker (price-list.worker.ts).
 */
import { recordEntries } from '@frio/shared/catalogue';
import { keptListOf, keptProducts, type KeptList } from '@frio/shared/catalogue/kept-lists';
import {
  catalogueTree,
  planSync,
  withKeptArticles,
  previewImport,
  priceLeapWarningText,
  readTableBytes,
  RefusedFileError,
  removalWarning,
  removalWarningText,
  validateTable,
  type CurrentCatalogue,
  type ImportPreview,
  type RejectedRow,
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
      rejected: RejectedRow[];
      preview: ImportPreview;
      /** The whole catalogue to write (productos, catalogo, privado), or null: the database already holds it. */
      tree: CatalogueTree | null;
      /**
       * When it removes more than a tenth of the listed articles: how many, and the warning's words
       * (Publicar then asks a second time); null otherwise. Computed here so the page loads none of the
       * import's code.
       */
      removal: { removed: number; text: string } | null;
      /** When some prices fall below half or rise beyond double: how many, and the warning's words (a second confirmation too). */
      leaps: { leaps: number; text: string } | null;
      /** The catalogue it replaces, kept by the same update for Deshacer (kept-lists.ts); null when none is listed. */
      kept: KeptList | null;
    };

export async function analysePriceList({ fileName, bytes, current, now }: AnalyseRequest): Promise<Analysis> {
  try {
    const table = await readTableBytes(fileName, bytes);
    const validation = validateTable(table);
    const products = withKeptArticles(current, validation.products, validation.rejected);
    const plan = planSync(current, products, now);
    // Counted over the good rows: a bad row's kept article is counted once, among the rows with errors.
    const preview = previewImport(current, validation.products, plan);
    const changes = plan.added.length + plan.changed.length + plan.removed.length;
    const removal = removalWarning(plan.removed.length, recordEntries(current.productos).length);
    return {
      status: 'ready',
      format: table.format,
      read: validation.read,
      rejected: validation.rejected,
      preview,
      tree: changes === 0 ? null : catalogueTree(products, now, current.productos),
      removal: removal.warn ? { removed: removal.removed, text: removalWarningText(removal) } : null,
      leaps: preview.leaps > 0 ? { leaps: preview.leaps, text: priceLeapWarningText(preview.leaps) } : null,
      kept: changes === 0 ? null : keptListOf(current),
    };
  } catch (error) {
    if (error instanceof RefusedFileError) return { status: 'refused', reason: error.message };
    throw error;
  }
}

/**
 * A kept list (Deshacer) → the whole catalogue to write, derived the way a publish derives it, with the
 * photo stamps `before` (the `productos` the database holds) carries.
 */
export function restoredTree(kept: unknown, now: number, before: unknown): CatalogueTree {
  return catalogueTree(keptProducts(kept), now, before);
}
