import '@frio/shared/tokens.css';
import type { SearchFieldProps } from '@frio/shared/contract';
import { SearchField as Field } from '../features/search/SearchField.tsx';
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

/** The navbar's search (loaded by the shell as mf_catalogue/SearchField when the visitor touches its field). */
export default function SearchField(props: SearchFieldProps) {
  const priceType = usePriceType(readPriceType);
  return <Field {...props} priceType={priceType} source={technicianPrices} />;
}
