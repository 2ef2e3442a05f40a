import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { PageMeta } from '@frio/shared/ui';
import { whatsappTexts } from '@frio/shared/whatsapp';
import { transporteMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import { WhatsappButton } from '../../components/WhatsappButton.tsx';
import { Illustration } from '../../components/Illustration.tsx';
import page from '../../components/Page.module.css';
import { facts, formatTemperature } from '../../content/facts.ts';
import styles from './Transporte.module.css';

const services = [
  {
    title: 'Venta',
    text: 'Equipos de frío nuevos para camiones, utilitarios y furgones, como concesionarios oficiales.',
  },
  { title: 'Instalación', text: 'Montamos el equipo en tu vehículo en nuestro taller y lo dejamos funcionando.' },
  { title: 'Mantenimiento', text: 'Controles y service periódicos para que el equipo rinda siempre igual.' },
  { title: 'Servicio técnico', text: 'Diagnóstico y reparación con repuestos originales.' },
] as const;

const temperatureUses: Record<number, string> = {
  0: 'Frutas, verduras, lácteos y productos frescos.',
  [-5]: 'Carnes, fiambres y productos enfriados.',
  [-25]: 'Congelados y helados.',
};

export default function TransportePage() {
  return (
    <div className={page.page}>
      <PageMeta {...transporteMeta} />
      <PageHeader title="Equipos de frío para transporte">
        Venta, instalación, mantenimiento y servicio técnico de equipos de frío para transporte.
      </PageHeader>

      <Section titleId="transporte-servicios">
        <div className={page.split}>
          <div>
            <h2 id="transporte-servicios">Todo para tu transporte refrigerado</h2>
            <p>
              Somos concesionarios oficiales de equipos de frío para transporte. Te acompañamos desde la elección del
              equipo hasta su mantenimiento, con más de 50 años de experiencia en refrigeración.
            </p>
          </div>
          <Illustration kind="transporte" className={page.illustration} />
        </div>
        <ul className={styles.services}>
          {services.map((service) => (
            <li key={service.title}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section titleId="transporte-temperaturas">
        <h2 id="transporte-temperaturas">Temperaturas de trabajo</h2>
        <p>Ofrecemos equipos para tres clases de temperatura, según lo que transportes:</p>
        <ul className={styles.temperatures}>
          {facts.transportTemperatures.map((celsius) => (
            <li key={celsius}>
              <strong>{formatTemperature(celsius)}</strong>
              <span>{temperatureUses[celsius]}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section titleId="transporte-aislacion">
        <h2 id="transporte-aislacion">Aislación térmica</h2>
        <p>
          Una buena aislación de la caja de carga mantiene estable la temperatura, hace trabajar menos al equipo y
          reduce el consumo. Aislamos la caja a medida del vehículo y de la temperatura que necesitás.
        </p>
        <p>
          <strong>La aislación térmica se vende únicamente junto con el equipo de frío.</strong>
        </p>
      </Section>

      <Section titleId="transporte-cotizacion">
        <h2 id="transporte-cotizacion">Pedí tu cotización</h2>
        <p>
          Contanos qué vehículo tenés y qué querés transportar, y te enviamos una cotización. ¿Tenés dudas sobre
          entregas o garantía? Revisá las preguntas frecuentes.
        </p>
        <div className={page.actions}>
          <WhatsappButton text={whatsappTexts.transportQuote}>Cotizar por WhatsApp</WhatsappButton>
          <Link to="/faq" className={page.secondary}>
            Preguntas frecuentes
          </Link>
        </div>
      </Section>
    </div>
  );
}
