/**
 * The price-list import, pure and shared: `pnpm catalogue:import` (backend/src/import/) and the
 * back-office's Lista de precios (mf-catalogue, in a worker) read, validate and plan with this code.
 */
export { productColumns, optionalColumns, matchHeader, type Column } from './columns.ts';
export { parseNumber, type DecimalMark } from './numbers.ts';
export { decodeText, parseCsvText, readTableBytes, RefusedFileError, type Cell, type Table } from './table.ts';
export { validateTable, type RejectedRow, type Validation } from './validate.ts';
export type { PriceListRow } from '../../business/types.ts';
export {
  catalogueTree,
  derivedLists,
  planSync,
  productosFrom,
  withKeptArticles,
  type CurrentCatalogue,
  type SyncPlan,
} from './sync.ts';
export { relatedKeys } from './related.ts';
export { listingFields } from '../listing-codec.ts';
export {
  previewImport,
  priceLeapWarningText,
  REMOVAL_WARNING_SHARE,
  removalWarning,
  removalWarningText,
  type ImportPreview,
  type PriceChange,
} from './preview.ts';
