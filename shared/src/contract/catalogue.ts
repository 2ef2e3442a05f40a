import type { RemoteContract } from './define.ts';

/** The navbar's search field: the shell loads it when the visitor first touches its own field. */
export interface SearchFieldProps {
  /** What was typed in the shell's field before this one arrived. */
  initialQuery?: string;
  /** Take the focus (the shell's field had it). */
  takeFocus?: boolean;
  /** After the visitor went to a result or to /buscar (the phone's search row closes). */
  onDone?: () => void;
}

/** mf_catalogue: besides its pages, the navbar's search field. */
export interface CatalogueExposes {
  SearchField: SearchFieldProps;
}

export const catalogue: RemoteContract<'mf_catalogue', CatalogueExposes> = {
  name: 'mf_catalogue',
  exposes: { SearchField: 'widget' },
};
