import { useMemo, useRef, useState } from 'react';
import { Link } from '@frio/shared/router';
import { LoadingStatus } from '@frio/shared/ui';
import { mergeIntoQuote, replaceQuote, type QuoteLineIn } from '@frio/shared/quote-list';
import { useQuoteList } from '@frio/shared/quote-list/use-quote-list';
import { countOf, formatPrice } from '@frio/shared/format';
import type { PriceType } from '@frio/shared/types';
import { quoteTotal } from '../../lib/quote/quote-message.ts';
import { decodeQuoteLink, type RefusedLine } from './read-quote-link.ts';
import { messageLines, quoteLines, type QuoteLine } from './quote-lines.ts';
import { useCurrentLists, type QuoteSource } from './useCurrentLists.ts';
import { useSharedItems, type RecordReader, type SharedItems } from './useSharedItems.ts';
import { SAVE_ERROR } from './quantity.ts';
import { GONE_TEXT } from './QuoteListView.tsx';
import { PriceNotes } from './PriceNotes.tsx';
import styles from './QuoteListView.module.css';
import sharedStyles from './SharedListView.module.css';

export const INCOMPLETE_TEXT =
  'El enlace está incompleto o fue modificado: puede que falten artículos o que alguno no sea el que te mandaron. Mostramos lo que se pudo leer.';
const NOTHING_READ_TEXT = 'No se pudo leer ningún artículo del enlace.';
const READ_ERROR_TEXT = 'No pudimos leer los artículos de la lista. Revisá tu conexión e intentá de nuevo.';

export interface SharedListProps {
  /** The fragment's list value (quote-link.ts), untrusted. */
  value: string;
  source: QuoteSource;
  priceType: PriceType | undefined;
  readRecord: RecordReader;
}

/**
 * A list someone shared (`/presupuesto#lista=…`), priced for whoever opens it, with Agregar a mi
 * presupuesto and Reemplazar mi presupuesto. Opening it changes nothing on this device. Everything read
 * from the address is shown as text.
 */
export default function SharedListView({ value, source, priceType, readRecord }: SharedListProps) {
  const read = useMemo(() => decodeQuoteLink(value), [value]);
  const shared = useSharedItems(read.lines, readRecord);
  const nothing = read.lines.length === 0 && read.refused.length === 0;
  return (
    <section className={sharedStyles.shared} aria-labelledby="compartido-titulo">
      <h2 id="compartido-titulo" className={sharedStyles.heading}>
        Presupuesto compartido
      </h2>
      <p className={styles.note}>Te mandaron esta lista. Mirala con tus precios y sumala a tu presupuesto si querés.</p>
      {read.complete ? null : (
        <div className={styles.warning} role="alert">
          <p>{INCOMPLETE_TEXT}</p>
          {nothing ? <p>{NOTHING_READ_TEXT}</p> : null}
        </div>
      )}
      {shared.status === 'loading' ? (
        <LoadingStatus label="Cargando la lista…" className={styles.loading} />
      ) : shared.status === 'error' ? (
        <div className={styles.warning} role="alert">
          <p>{READ_ERROR_TEXT}</p>
          <button type="button" className={styles.secondary} onClick={shared.retry}>
            Reintentar
          </button>
        </div>
      ) : (
        <PricedList shared={shared.data} refused={read.refused} source={source} priceType={priceType} />
      )}
      <OwnListLink />
    </section>
  );
}

function PricedList({
  shared,
  refused,
  source,
  priceType,
}: Pick<SharedListProps, 'source' | 'priceType'> & {
  shared: SharedItems;
  refused: readonly RefusedLine[];
}) {
  const current = useCurrentLists(
    shared.items.map((item) => item.rubro),
    source,
    priceType,
  );
  const lines = quoteLines(shared.items, current.lists, priceType ?? 1);
  const settled = !current.pending && priceType !== undefined;
  const kept = lines.filter((line) => line.status !== 'gone');
  return (
    <>
      <PriceNotes priceType={priceType} failed={current.failed} retry={current.retry} />
      <ul className={styles.lines} aria-label="Artículos del presupuesto compartido">
        {lines.map((line) => (
          <SharedLine key={line.item.key} line={line} />
        ))}
        {shared.unknown.map(({ key }) => (
          <li key={key} className={styles.line} data-gone>
            <h3 className={styles.name}>Artículo {key}</h3>
            <p className={styles.gone}>Este artículo {GONE_TEXT}: no se incluye en el total.</p>
          </li>
        ))}
        {refused.map(({ key, asked, message }) => (
          <li key={`refused-${key}`} className={styles.line} data-gone>
            <h3 className={styles.name}>Artículo {key}</h3>
            <p className={styles.gone}>
              Cantidad pedida «{asked}»: {message} No se incluye en el total.
            </p>
          </li>
        ))}
      </ul>
      {settled ? (
        <div className={styles.summary}>
          <p className={styles.total}>
            <span>Total</span> <strong>{formatPrice(quoteTotal(messageLines(lines)))}</strong>
          </p>
          {kept.length > 0 ? <TakeButtons lines={kept} priceType={priceType} /> : null}
        </div>
      ) : (
        <LoadingStatus label="Actualizando precios…" className={styles.loading} />
      )}
    </>
  );
}

function SharedLine({ line: { item, status, price } }: { line: QuoteLine }) {
  return (
    <li className={styles.line} data-gone={status === 'gone' || undefined}>
      <h3 className={styles.name}>{item.nombre}</h3>
      <p className={styles.refs}>
        {item.codigo ? `Código ${item.codigo}` : 'Sin código'} · Artículo {item.id}
      </p>
      {status === 'gone' ? (
        <p className={styles.gone}>Este artículo {GONE_TEXT}: no se incluye en el total.</p>
      ) : (
        <>
          <p className={styles.unit}>
            <span className={styles.label}>Precio unitario:</span>{' '}
            {price === null ? 'Consultar precio' : formatPrice(price)}
          </p>
          <p className={styles.unit}>
            <span className={styles.label}>Cantidad:</span> {item.quantity}
          </p>
          <p className={styles.lineTotal}>
            <span className={styles.label}>Subtotal:</span> {price === null ? '—' : formatPrice(price * item.quantity)}
          </p>
        </>
      )}
    </li>
  );
}

/**
 * Agregar a mi presupuesto (sums quantities) and Reemplazar mi presupuesto (asks once when there is one).
 * The list is added once: a second Agregar (a double tap, or the button pressed again to be sure) says it
 * is already there instead of doubling every quantity.
 */
function TakeButtons({ lines, priceType }: { lines: readonly QuoteLine[]; priceType: PriceType }) {
  const own = useQuoteList();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<'added' | 'replaced' | 'already' | 'failed' | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const incoming: QuoteLineIn[] = lines.map(({ item, price }) => ({ ...item, price, priceList: priceType }));
  const take = (how: 'added' | 'replaced') => {
    if (how === 'added' && (done === 'added' || done === 'replaced' || done === 'already')) return setDone('already');
    const saved = how === 'added' ? mergeIntoQuote(incoming) : replaceQuote(incoming);
    setAsking(false);
    setDone(saved ? how : 'failed');
  };
  const count = articles(lines.length);
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => take('added')}>
          Agregar a mi presupuesto
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            if (own.length === 0) return take('replaced');
            setAsking(true);
            requestAnimationFrame(() => cancelRef.current?.focus());
          }}
        >
          Reemplazar mi presupuesto
        </button>
      </div>
      {asking ? (
        <div className={styles.confirm} role="group" aria-labelledby="reemplazar-pregunta">
          <p id="reemplazar-pregunta">¿Reemplazar tu presupuesto ({articles(own.length)}) por esta lista?</p>
          <button type="button" className={styles.danger} onClick={() => take('replaced')}>
            Sí, reemplazar
          </button>
          <button ref={cancelRef} type="button" className={styles.secondary} onClick={() => setAsking(false)}>
            Cancelar
          </button>
        </div>
      ) : null}
      <p className={styles.copied} role="status">
        {done === 'added'
          ? `✓ Agregamos ${count} a tu presupuesto.`
          : done === 'replaced'
            ? `✓ Tu presupuesto ahora es esta lista (${count}).`
            : done === 'already'
              ? 'Esta lista ya está en tu presupuesto: no la sumamos otra vez.'
              : null}
      </p>
      {done === 'failed' ? <p role="alert">{SAVE_ERROR}</p> : null}
    </>
  );
}

const articles = (count: number) => countOf(count, 'artículo', 'artículos');

function OwnListLink() {
  const own = useQuoteList();
  return (
    <p className={sharedStyles.ownLink}>
      <Link to="/presupuesto">Ver mi presupuesto ({articles(own.length)})</Link>
    </p>
  );
}
