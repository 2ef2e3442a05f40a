import '@frio/shared/tokens.css';
import { contact, fullAddress } from '@frio/shared/contact';
import { ExternalLink, PageMeta, PinIcon } from '@frio/shared/ui';
import { nosotrosMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import page from '../../components/Page.module.css';
import { AnniversaryMark } from './AnniversaryMark.tsx';
import { clientLogoSize, clients } from './clients.ts';
import styles from './Nosotros.module.css';

// One story (docs/contract.md "The product and its users"): founded 60 years ago (the anniversary seal),
// working in cold equipment for more than 50 of them.
const years = contact.yearsOfExperience;
const founded = contact.yearsSinceFounding;

export default function NosotrosPage() {
  return (
    <div className={page.page}>
      <PageMeta {...nosotrosMeta} />
      <PageHeader title="Nosotros">
        Una empresa familiar de {contact.town}, {contact.province}: {founded} años de historia y más de {years} de
        experiencia en frío.
      </PageHeader>

      <Section titleId="nosotros-historia">
        <div className={styles.story}>
          <div>
            <h2 id="nosotros-historia">Más de {years} años de experiencia</h2>
            <p>
              Hace {founded} años abrimos un pequeño taller familiar en {contact.town}, y desde hace más de {years} nos
              dedicamos al frío: vendemos, instalamos, mantenemos y reparamos equipos de refrigeración. Hoy somos un
              referente del frío en la región, y este año celebramos nuestro {founded}.º aniversario.
            </p>
            <p>
              Somos concesionarios oficiales de equipos de frío para transporte y proveedores de insumos y repuestos
              para técnicos de refrigeración familiar, comercial y automotor.
            </p>
          </div>
          <AnniversaryMark />
        </div>
      </Section>

      <Section titleId="nosotros-valores">
        <h2 id="nosotros-valores">Conocimiento y alcance</h2>
        <ul className={styles.pillars}>
          <li>
            <h3>Experiencia</h3>
            <p>Varias generaciones de oficio: conocemos cada equipo por dentro y te asesoramos con criterio.</p>
          </li>
          <li>
            <h3>Conocimiento técnico</h3>
            <p>Capacitación permanente en equipos de transporte, refrigeración comercial y aire acondicionado.</p>
          </li>
          <li>
            <h3>Alcance</h3>
            <p>
              Atendemos a transportistas, comercios y hogares de toda la provincia de {contact.province} y la región.
            </p>
          </li>
        </ul>
      </Section>

      <Section titleId="nosotros-clientes">
        <h2 id="nosotros-clientes">Confían en nosotros</h2>
        <ul className={styles.logos}>
          {clients.map((client) => (
            <li key={client.id}>
              <ExternalLink href={client.link}>
                <img
                  src={client.src}
                  alt={client.nombre}
                  width={clientLogoSize.width}
                  height={clientLogoSize.height}
                  loading="lazy"
                  decoding="async"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section titleId="nosotros-local">
        <h2 id="nosotros-local">Visitá nuestro local</h2>
        <address className={styles.address}>{fullAddress}</address>
        <ExternalLink href={contact.maps} className={page.button}>
          <PinIcon width={20} height={20} />
          Ver en el mapa
        </ExternalLink>
      </Section>
    </div>
  );
}
