import '@frio/shared/tokens.css';
import type { SearchFieldProps } from '@frio/shared/contract';
import { SearchField as Field } from '../features/search/SearchField.tsx';

/** The navbar's search (loaded by the shell as mf_catalogue/SearchField when the visitor touches its field). */
export default function SearchField(props: SearchFieldProps) {
  return <Field {...props} />;
}
