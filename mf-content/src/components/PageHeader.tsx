import type { ReactNode } from 'react';
import styles from './Page.module.css';

/** The page's one <h1> with its lead paragraph, on the brand band. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <h1>{title}</h1>
        {children && <p className={styles.lead}>{children}</p>}
      </div>
    </header>
  );
}

/** A titled band of the page; `titleId` labels the region for assistive technology. */
export function Section({
  titleId,
  children,
  className,
}: {
  titleId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={className ? `${styles.section} ${className}` : styles.section}>
      <div className={styles.inner}>{children}</div>
    </section>
  );
}
