import '@frio/shared/tokens.css';
import { SearchPageView } from '../features/search/SearchPageView.tsx';

/** /buscar (loaded by the shell as mf_catalogue/SearchPage): every result of the site search, by rubro. */
export default function SearchPage() {
  return <SearchPageView />;
}
