import { useState } from 'react';
import { Link } from '@frio/shared/router';
import { ExternalLink, useHydrated } from '@frio/shared/ui';
import { countOf } from '@frio/shared/format';
import { whatsappLink } from '@frio/shared/whatsapp';
import { aboutProducts } from '@frio/shared/consultas/links';
import { addToQuote, type QuoteProduct } from '@frio/shared/quote-list';
import { useQuoteQuantity } from '@frio/shared/quote-list/use-quote-list';
import type { PriceType, Product } from '@frio/shared/types';
import { consultText } from '../../../lib/quote/quote-message.ts';
import { priceValue, type ViewerPrices } from '../../../lib/prices/price.ts';
import styles from './ProductCard.module.css';

export const ADD_TEXT = 'Agregar al presupuesto';
export const NOT_SAVED_TEXT = 'No pudimos guardar el presupuesto en este dispositivo.';

/** What the actions need of a product (a listed card's, or a product page's). */
type ActionProduct = Pick<Product, 'key' | 'id' | 'codigo' | 'nombre'> & ViewerPrices;

interface Props {
  product: ActionProduct;
  priceType: PriceType;
  rubro: string;
  /** When the prices shown were set (the catalogue's stamp), for Consultar's text. */
  updatedAt: number | null;
  /** The card's title, which describes both actions. */
  titleId: string;
}

/** The product as the visitor sees it on its card: what Consultar names and the quote list stores. */
function seenProduct(product: ActionProduct, priceType: PriceType, rubro: string): QuoteProduct {
  return {
    key: product.key,
    nombre: product.nombre,
    codigo: product.codigo?.trim() ?? '',
    id: product.id,
    rubro,
    price: priceValue(product, priceType),
    priceList: priceType,
  };
}

/** A card's (or a product page's) foot: Consultar (WhatsApp, prefilled) and Agregar al presupuesto, with how many the list holds. */
export function ProductActions({ product, priceType, rubro, updatedAt, titleId }: Props) {
  const quantity = useQuoteQuantity(product.key);
  const [failed, setFailed] = useState(false);
  // Disabled in the prerendered rows until the page has hydrated: a tap before that would be dropped.
  const hydrated = useHydrated();
  const seen = seenProduct(product, priceType, rubro);
  return (
    <div className={styles.foot}>
      <div className={styles.actions}>
        <ExternalLink
          href={whatsappLink(consultText(seen, priceType, updatedAt))}
          {...aboutProducts([product.key])}
          className={styles.consult}
          aria-describedby={titleId}
        >
          Consultar
        </ExternalLink>
        <button
          type="button"
          className={styles.add}
          aria-describedby={titleId}
          disabled={!hydrated}
          onClick={() => setFailed(!addToQuote(seen))}
        >
          {ADD_TEXT}
        </button>
      </div>
      {/* Its line is kept when empty: a list read after the prerendered rows moves nothing. */}
      <p className={styles.inQuote} role={failed ? 'alert' : undefined}>
        {failed ? (
          NOT_SAVED_TEXT
        ) : quantity > 0 ? (
          <Link to="/presupuesto">En el presupuesto: {countOf(quantity, 'unidad', 'unidades')}</Link>
        ) : null}
      </p>
    </div>
  );
}
