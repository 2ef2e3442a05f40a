import type { ReactNode } from 'react';
import { PageMeta } from '@frio/shared/ui';
import '@frio/shared/tokens.css';
import styles from './page.module.css';

interface PageProps {
  title: string;
  description: string;
  heading: string;
  /** a short paragraph under the heading */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The frame of every accounts page: metadata, the one <h1>, a lead and a card with the content. */
export function Page({ title, description, heading, lead, children }: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="cuentas-titulo">
      <PageMeta title={title} description={description} />
      <h1 id="cuentas-titulo" className={styles.heading}>
        {heading}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      <div className={styles.card}>{children}</div>
    </section>
  );
}
