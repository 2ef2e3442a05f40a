import type { ReactNode } from 'react';
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
}

/** The frame of a form or back-office page: metadata, the one <h1>, a lead and a card with the content. */
export function Page({ title, description, heading, lead, children, wide }: PageProps) {
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page} aria-labelledby="pagina-titulo">
      <PageMeta title={title} description={description} />
      <h1 id="pagina-titulo" className={styles.heading}>
        {heading}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.card}>{children}</div>
    </section>
  );
}
