import { useEffect, useRef, type ReactNode } from 'react';
import '@frio/shared/tokens.css';
import { PageMeta } from '@frio/shared/ui';
import styles from './page.module.css';

interface PageProps {
  title: string;
  description: string;
  heading: string;
  /** a short paragraph under the heading */
  lead?: ReactNode;
  children?: ReactNode;
  /** wider, for a page with a table */
  wide?: boolean;
  /**
   * The heading takes the focus: the page a form's sending led to, whose button is gone (the focus would
   * be left on the body, and a screen reader would not say where the visitor is).
   */
  takeFocus?: boolean;
}

/** The frame of a form or back-office page: metadata, the one <h1>, a lead and a card with the content. */
export function Page({ title, description, heading, lead, children, wide, takeFocus }: PageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page} aria-labelledby="pagina-titulo">
      <PageMeta title={title} description={description} />
      <h1 id="pagina-titulo" ref={headingRef} className={styles.heading} tabIndex={takeFocus ? -1 : undefined}>
        {heading}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.card}>{children}</div>
    </section>
  );
}
