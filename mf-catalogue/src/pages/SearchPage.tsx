import type { ServerLoader } from '@frio/shared/server-data';
import '@frio/shared/tokens.css';
import { SEARCH_DATA } from '../features/search/search-groups.ts';
import { searchData } from '../features/search/server-search.ts';
import { SearchPageView } from '../features/search/SearchPageView.tsx';
import { readPriceType } from '../features/listing/price/price-type.ts';
import { usePriceType } from '../features/listing/price/usePriceType.ts';
import type { TechnicianPriceSource } from '../features/search/useViewerPrices.ts';

/** The listing's own source of technician prices, loaded only when a technician's results need it. */
const technicianPrices: TechnicianPriceSource = {
  technicianPrices: (rubro) =>
    import('../features/listing/data/product-source.ts').then(({ productSource }) =>
      productSource.technicianPrices(rubro),
    ),
};

/** On the server: the first results of the address's search. */
export const serverData: ServerLoader = async (_pathname, read, query) => {
  const results = await searchData(query, read);
  return { data: results ? [[SEARCH_DATA, results]] : [], status: 200, canonical: '/buscar' };
};

/** /buscar (loaded by the shell as mf_catalogue/SearchPage): every result of the site search, by rubro. */
export default function SearchPage() {
  const priceType = usePriceType(readPriceType);
  return <SearchPageView priceType={priceType} source={technicianPrices} />;
}
