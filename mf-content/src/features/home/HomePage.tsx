import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { JsonLd, PageMeta } from '@frio/shared/ui';
import { localBusiness } from '@frio/shared/structured-data';
import { siteOrigin } from '@frio/shared/site-origin';
import { contact } from '@frio/shared/contact';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { homeMeta } from '@frio/shared/routes';
import { Section } from '../../components/PageHeader.tsx';
import { WhatsappButton } from '../../components/WhatsappButton.tsx';
import page from '../../components/Page.module.css';
import { Banner } from './Banner.tsx';
import { FeatureCards } from './FeatureCards.tsx';
import { InstagramFeed } from './InstagramFeed.tsx';
import styles from './Home.module.css';

export default function HomePage() {
  return (
    <div className={page.page}>
      <PageMeta {...homeMeta} />
      <JsonLd data={localBusiness(siteOrigin())} />
      <Banner />
      <div className={styles.intro}>
        <div className={page.inner}>
          <h1>{homeMeta.title}</h1>
          <p className={page.lead}>
            Hace más de {contact.yearsOfExperience} años que acercamos el frío a {contact.province}: equipos para
            transporte refrigerado, insumos y repuestos para técnicos, y aires acondicionados para tu casa o comercio.
          </p>
          <div className={page.actions}>
            <Link to="/productos" className={page.button}>
              Ver productos
            </Link>
            <WhatsappButton text={whatsappTexts.greeting}>Escribinos por WhatsApp</WhatsappButton>
          </div>
        </div>
      </div>
      <Section titleId="home-servicios">
        <h2 id="home-servicios">Lo que hacemos</h2>
        <FeatureCards />
      </Section>
      <Section titleId="home-instagram">
        <h2 id="home-instagram">Seguinos en Instagram</h2>
        <InstagramFeed />
      </Section>
      <section className={styles.cta} aria-labelledby="home-tecnicos">
        <div className={page.inner}>
          <h2 id="home-tecnicos">¿Sos técnico en refrigeración?</h2>
          <p>
            Sumate a nuestra comunidad de técnicos. Completá tus datos: nuestro equipo los verifica y se pone en
            contacto con vos.
          </p>
          <Link to="/register" className={styles.ctaButton}>
            Registrate como técnico
          </Link>
        </div>
      </section>
    </div>
  );
}
