import { useId, useRef, useState, type RefObject } from 'react';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { Link, useLocation } from '@frio/shared/router';
import { siteOrigin } from '@frio/shared/site-origin';
import { a11y, LoadingStatus, PageMeta } from '@frio/shared/ui';
import { clearQuote, removeFromQuote, setQuoteQuantity, type QuoteItem } from '@frio/shared/quote-list';
import { useQuoteList } from '@frio/shared/quote-list/use-quote-list';
import { aboutProducts } from '@frio/shared/consultas/links';
import type { PriceType } from '@frio/shared/types';
import { quoteListMeta } from '@frio/shared/routes';
import { formatPrice } from '@frio/shared/format';
import { quoteMessage, quoteText, quoteTotal, type MessageLine } from '../../lib/quote/quote-message.ts';
import { EAGER_PHOTOS, ProductPhoto } from '../../lib/photo/ProductPhoto.tsx';
import { messageLines, messageProducts, quoteLines, type QuoteLine } from './quote-lines.ts';
import { linkLines, linkValue, MAX_LINK_LINES, quoteLinkUrl } from './quote-link.ts';
import { SharedListSlot } from './SharedListSlot.tsx';
import type { RecordReader } from './useSharedItems.ts';
import { LazyShareButton } from '../../lib/share/LazyShareButton.tsx';
import { useCurrentLists, type QuoteSource } from './useCurrentLists.ts';
import { QuantityField } from './QuantityField.tsx';
import { SAVE_ERROR } from './quantity.ts';
import { CopyButton } from './CopyButton.tsx';
import { WhatsAppSend } from './WhatsAppSend.tsx';
import { PriceNotes } from './PriceNotes.tsx';
import { useOnDevice } from '../../lib/hydration/useOnDevice.ts';
import { useRemovalFocus } from './useRemovalFocus.ts';
import styles from './QuoteListView.module.css';

const TITLE = quoteListMeta.title;
export const EMPTY_TEXT = 'Tu presupuesto está vacío.';
export const INTRO_TEXT =
  'Agregá productos con «Agregar al presupuesto» y mandá la lista por WhatsApp en un solo mensaje, con cantidades y precios. Queda guardada en este dispositivo: no se envía nada hasta que la mandes.';
export const GONE_TEXT = 'ya no está en el catálogo';

interface Props {
  /** The listing's product source: the current lists of the items' rubros. */
  source: QuoteSource;
  /** The viewer's price list (undefined while a session's is being read). */
  priceType: PriceType | undefined;
  /** A product's public record, for a shared list's articles. */
  readRecord: RecordReader;
}

/**
 * /presupuesto: the quote list, its lines at current prices, and how to send and share it; with a shared
 * list in the address (`#lista=…`), that list instead, loaded on use (docs/contract.md).
 */
export function QuoteListView({ source, priceType, readRecord }: Props) {
  const onDevice = useOnDevice();
  const items = useQuoteList();
  const shared = linkValue(useLocation().hash);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRemovalFocus(items, list, heading);
  return (
    <section className={styles.page} aria-labelledby="presupuesto-titulo">
      <PageMeta {...quoteListMeta} />
      <h1 id="presupuesto-titulo" className={styles.heading} ref={heading} tabIndex={-1}>
        {TITLE}
      </h1>
      <p role="status" className={a11y.visuallyHidden}>
        {removed}
      </p>
      {/* The same for every visitor, so it is in the prerendered document and shows with its first paint
          (the list itself is the device's and comes with the app): docs/contract.md. A list someone
          sent has its own words instead, once the app has read the address. */}
      {onDevice && shared !== null ? null : <p className={styles.intro}>{INTRO_TEXT}</p>}
      {!onDevice ? (
        <LoadingStatus label="Cargando tu presupuesto…" className={styles.loading} />
      ) : shared !== null ? (
        <SharedListSlot value={shared} source={source} priceType={priceType} readRecord={readRecord} />
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p role="status">{EMPTY_TEXT}</p>
          <Link to="/productos/insumos" className={styles.button}>
            Ir a Insumos
          </Link>
        </div>
      ) : (
        <QuoteList items={items} source={source} priceType={priceType} list={list} />
      )}
    </section>
  );
}

function QuoteList({
  items,
  source,
  priceType,
  list,
}: Omit<Props, 'readRecord'> & { items: readonly QuoteItem[]; list: RefObject<HTMLUListElement | null> }) {
  const current = useCurrentLists(
    items.map((item) => item.rubro),
    source,
    priceType,
  );
  const settled = !current.pending && priceType !== undefined;
  const lines = quoteLines(items, current.lists, priceType ?? 1);
  const sent = messageLines(lines);
  const linked = linkLinesOf(lines);
  return (
    <>
      <PriceNotes priceType={priceType} failed={current.failed} retry={current.retry} />
      <ul className={styles.lines} aria-label="Artículos del presupuesto" ref={list}>
        {lines.map((line, at) => (
          <Line key={line.item.key} line={line} lazy={at >= EAGER_PHOTOS} />
        ))}
      </ul>
      {settled ? (
        <Summary
          lines={sent}
          products={messageProducts(lines)}
          priceType={priceType}
          updatedAt={current.updatedAt}
          link={linkLines(linked).length > 0 ? quoteLinkUrl(siteOrigin(), linked) : ''}
          linkHoldsAll={linked.length <= MAX_LINK_LINES}
        />
      ) : (
        <LoadingStatus label="Actualizando precios…" className={styles.loading} />
      )}
    </>
  );
}

function Line({ line, lazy }: { line: QuoteLine; lazy: boolean }) {
  const nameId = useId();
  const { item, status, price, previousPrice, foto } = line;
  const gone = status === 'gone';
  return (
    <li className={styles.line} data-gone={gone || undefined}>
      <ProductPhoto product={{ ...item, foto }} size="tarjeta" lazy={lazy} />
      <h2 id={nameId} className={styles.name} tabIndex={-1}>
        {item.nombre}
      </h2>
      {/* Where it shows (top right): before the quantity for the keyboard too. */}
      <button
        type="button"
        className={styles.remove}
        onClick={() => removeFromQuote(item.key)}
        aria-describedby={nameId}
      >
        Quitar
      </button>
      <p className={styles.refs}>
        {item.codigo ? `Código ${item.codigo}` : 'Sin código'}
        {item.id ? ` · Artículo ${item.id}` : null}
      </p>
      {gone ? (
        <p className={styles.gone}>Este artículo {GONE_TEXT}: no se incluye en el mensaje ni en el total.</p>
      ) : (
        <>
          <p className={styles.unit}>
            <span className={styles.label}>Precio unitario:</span>{' '}
            {price === null ? 'Consultar precio' : formatPrice(price)}
          </p>
          {previousPrice !== null ? (
            <p className={styles.repriced}>
              El precio cambió desde que lo agregaste (antes {formatPrice(previousPrice)}).
            </p>
          ) : null}
          <QuantityField
            quantity={item.quantity}
            describedBy={nameId}
            onChange={(quantity) => setQuoteQuantity(item.key, quantity)}
          />
          <p className={styles.lineTotal}>
            <span className={styles.label}>Subtotal:</span> {price === null ? '—' : formatPrice(price * item.quantity)}
          </p>
        </>
      )}
    </li>
  );
}

/** What the list's address holds: every line the catalogue still lists, by article number (record key). */
const linkLinesOf = (lines: readonly QuoteLine[]) =>
  lines.filter((line) => line.status !== 'gone').map(({ item }) => item);

function Summary({
  lines,
  products,
  priceType,
  updatedAt,
  link,
  linkHoldsAll,
}: {
  lines: readonly MessageLine[];
  /** The keys of the lines the message is about: Enviar counts once for each (docs/back-office.md). */
  products: readonly string[];
  priceType: PriceType;
  updatedAt: number | null;
  /** The list's own address (quote-link.ts); '' when no line can go in one. */
  link: string;
  /** False when the list has more lines than an address holds. */
  linkHoldsAll: boolean;
}) {
  const message = quoteMessage(lines, priceType, updatedAt, { link });
  const left = lines.length - message.sent;
  return (
    <div className={styles.summary}>
      <p className={styles.total}>
        <span>Total</span> <strong>{formatPrice(quoteTotal(lines))}</strong>
      </p>
      {lines.some((line) => line.price === null) ? (
        <p className={styles.note}>Los artículos sin precio se consultan aparte y no suman al total.</p>
      ) : null}
      {/* What the message leaves out is said before the button that sends it. */}
      {lines.length > 0 && !linkHoldsAll ? (
        <p className={styles.note}>
          El enlace de la lista lleva sus primeros {MAX_LINK_LINES} artículos: es lo que entra en un mensaje.
        </p>
      ) : null}
      {left > 0 ? (
        <div className={styles.warning}>
          <p>
            La lista es larga para un solo enlace de WhatsApp: el mensaje lleva los primeros {message.sent} artículos y
            avisa que {left === 1 ? 'falta 1' : `faltan ${left}`}. Copiá{' '}
            {left === 1 ? 'el que falta' : 'los que faltan'} y pegalos en el chat.
          </p>
          <CopyButton
            text={message.rest}
            label={left === 1 ? 'Copiar el artículo que falta' : `Copiar los ${left} artículos que faltan`}
            done="Copiado"
          />
        </div>
      ) : null}
      {lines.length > 0 ? (
        <div className={styles.actions}>
          <WhatsAppSend href={message.href} {...aboutProducts(products)} className={styles.whatsapp} />
          <CopyButton text={quoteText(lines, priceType, updatedAt, link)} label="Copiar lista" done="Lista copiada" />
          {link ? <LazyShareButton url={link} title="Presupuesto" label="Compartir presupuesto" /> : null}
        </div>
      ) : (
        <p className={styles.note}>Ningún artículo de la lista está en el catálogo actual.</p>
      )}
      <EmptyButton />
    </div>
  );
}

/** Vaciar: asks once (in the page, not a browser dialog), then empties. */
function EmptyButton() {
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const { askRef, answerRef, questionRef } = useQuestionFocus(asking, () => setAsking(false));
  if (!asking)
    return (
      <button ref={askRef} type="button" className={styles.secondary} onClick={() => setAsking(true)}>
        Vaciar
      </button>
    );
  return (
    <div className={styles.confirm} role="group" aria-labelledby="vaciar-pregunta" ref={questionRef}>
      <p id="vaciar-pregunta">¿Vaciar el presupuesto? Se quitan todos los artículos.</p>
      <button type="button" className={styles.danger} onClick={() => setFailed(!clearQuote())}>
        Sí, vaciar
      </button>
      <button ref={answerRef} type="button" className={styles.secondary} onClick={() => setAsking(false)}>
        Cancelar
      </button>
      {failed ? <p role="alert">{SAVE_ERROR}</p> : null}
    </div>
  );
}
