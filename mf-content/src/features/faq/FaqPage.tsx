import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { ExternalLink, JsonLd, PageMeta, a11y } from '@frio/shared/ui';
import { faqPage } from '@frio/shared/structured-data';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { faqMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import { WhatsappButton } from '../../components/WhatsappButton.tsx';
import page from '../../components/Page.module.css';
import { faq, type FaqEntry } from './faq.ts';
import styles from './Faq.module.css';

function FollowUp({ link }: { link: NonNullable<FaqEntry['link']> }) {
  return 'to' in link ? (
    <Link to={link.to} className={page.link}>
      {link.text}
    </Link>
  ) : (
    <ExternalLink href={link.href} className={page.link}>
      {link.text}
    </ExternalLink>
  );
}

export default function FaqPage() {
  return (
    <div className={page.page}>
      <PageMeta {...faqMeta} />
      <JsonLd data={faqPage(faq)} />
      <PageHeader title="Preguntas frecuentes">
        Entregas, garantía y equipos de frío para transporte: respuestas a las consultas más comunes.
      </PageHeader>
      <Section titleId="faq-lista">
        <h2 id="faq-lista" className={a11y.visuallyHidden}>
          Preguntas
        </h2>
        <div className={styles.list}>
          {faq.map((entry) => (
            <details key={entry.id} className={styles.item}>
              <summary className={styles.question}>{entry.question}</summary>
              <div className={styles.answer}>
                <p>{entry.answer}</p>
                {entry.link && <FollowUp link={entry.link} />}
              </div>
            </details>
          ))}
        </div>
      </Section>
      <Section titleId="faq-mas">
        <h2 id="faq-mas">¿No encontrás tu respuesta?</h2>
        <p>Escribinos y te respondemos a la brevedad.</p>
        <WhatsappButton text={whatsappTexts.greeting}>Consultanos por WhatsApp</WhatsappButton>
      </Section>
    </div>
  );
}
