import type { ReactNode } from 'react';
import { PageMeta } from '@frio/shared/ui';
import styles from './ErrorScreen.module.css';

interface Props {
  title: string;
  heading: string;
  children?: ReactNode;
}

export function ErrorScreen({ title, heading, children }: Props) {
  return (
    <section className={styles.screen} aria-labelledby="error-heading">
      <PageMeta title={title} description={heading} error />
      <h1 id="error-heading">{heading}</h1>
      {children}
    </section>
  );
}
