import type { ReactNode } from 'react';
import { ExternalLink, WhatsappIcon } from '@frio/shared/ui';
import { whatsappLink } from '@frio/shared/whatsapp';
import styles from './Page.module.css';

/** A button-styled link that opens a WhatsApp chat with the business, with the given text prefilled. */
export function WhatsappButton({ text, children }: { text: string; children: ReactNode }) {
  return (
    <ExternalLink href={whatsappLink(text)} className={styles.whatsapp}>
      <WhatsappIcon width={20} height={20} />
      {children}
    </ExternalLink>
  );
}
