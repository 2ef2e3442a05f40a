import type { PriceType } from '@frio/shared/types';
import { TECHNICIAN_PRICES } from '../../lib/prices/price.ts';
import styles from './QuoteListView.module.css';

export const UNCHECKED_TEXT =
  'No pudimos comprobar los precios actuales: se muestran los del momento en que agregaste cada artículo.';

/**
 * Above a list's lines (a visitor's own and one shared with them): that the prices are the technicians'
 * when they are, and Reintentar when the current prices could not be read.
 */
export function PriceNotes({
  priceType,
  failed,
  retry,
}: {
  priceType?: PriceType;
  failed: boolean;
  retry: () => void;
}) {
  return (
    <>
      {priceType === 2 ? <p className={styles.note}>{TECHNICIAN_PRICES}</p> : null}
      {failed ? (
        <div className={styles.warning} role="alert">
          <p>{UNCHECKED_TEXT}</p>
          <button type="button" className={styles.secondary} onClick={retry}>
            Reintentar
          </button>
        </div>
      ) : null}
    </>
  );
}
