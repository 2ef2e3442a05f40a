import { useEffect } from 'react';
import { countOf } from '@frio/shared/format';
import { NavLink } from '@frio/shared/router';
import { a11y, useStoredSession } from '@frio/shared/ui';
import { quoteCount } from '@frio/shared/quote-list';
import { hasStoredSession } from '@frio/shared/session';
import { forgetEveryTechnicianPrice } from '@frio/shared/offline/forget-technician-prices';
import { useQuoteList } from '@frio/shared/quote-list/use-quote-list';
import styles from './QuoteLink.module.css';

/** "3 artículos", as the count is read out. */
const articles = (count: number) => countOf(count, 'artículo', 'artículos');

/**
 * The quote list's count in the bar; it follows changes made by the catalogue, in this tab and others.
 * The prerendered bar has no list: the count shows right after the page takes over.
 */
export function QuoteLink() {
  const count = quoteCount(useQuoteList());
  // On every page: once no session is stored (Salir in any unit or another tab, or it expired), the
  // stored lines keep no technician price, nor is a list 2 saved for offline use, which the next person
  // at a shared computer could read.
  const signedIn = useStoredSession();
  useEffect(() => {
    // Asked again here: while the page hydrates, `signedIn` is the server's answer (nobody), and a
    // technician's saved list 2 must not go with every prerendered page they open.
    if (!signedIn && !hasStoredSession()) void forgetEveryTechnicianPrice();
  }, [signedIn]);
  return (
    <NavLink to="/presupuesto" className={styles.link} data-nav="presupuesto">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M7 3h10l3 3v15H4V3h3zm0 2v2h10V5H7zm0 5v2h10v-2H7zm0 4v2h7v-2H7z"
          fill="currentColor"
          fillRule="evenodd"
        />
      </svg>
      <span className={styles.label} aria-hidden="true">
        Presupuesto
      </span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      {/* Read out as "Presupuesto (3 artículos)" at every width; the label and the badge are for the eyes. */}
      <span className={a11y.visuallyHidden}>Presupuesto ({articles(count)})</span>
    </NavLink>
  );
}
