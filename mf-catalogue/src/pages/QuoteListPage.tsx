import '@frio/shared/tokens.css';
import { QuoteListView } from '../features/quote/QuoteListView.tsx';
import { productSource } from '../features/listing/data/product-source.ts';
import { readPriceType } from '../features/listing/price/price-type.ts';
import { usePriceType } from '../features/listing/price/usePriceType.ts';
import { READ_TIMEOUT_MS } from '../features/listing/data/database-reader.ts';
import { readPublic } from '../lib/data/read-public.ts';

/** A product's public record, read as its page reads it: a shared list's articles. */
const readRecord = (article: string) => readPublic(`productos/${article}`, READ_TIMEOUT_MS);

/**
 * /presupuesto (loaded by the shell as mf_catalogue/QuoteListPage). The quote list reads the current
 * catalogue and the viewer's price list only through the listing's own source and hook.
 */
export default function QuoteListPage() {
  const priceType = usePriceType(readPriceType);
  return <QuoteListView source={productSource} priceType={priceType} readRecord={readRecord} />;
}
