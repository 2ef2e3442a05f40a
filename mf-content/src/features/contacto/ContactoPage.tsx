import '@frio/shared/tokens.css';
import type { ComponentType, SVGProps } from 'react';
import {
  ExternalLink,
  FacebookIcon,
  InstagramIcon,
  JsonLd,
  MailIcon,
  PageMeta,
  PhoneIcon,
  PinIcon,
  WhatsappIcon,
} from '@frio/shared/ui';
import { openingHours, openingHoursText } from '@frio/shared/contact';
import { localBusiness } from '@frio/shared/structured-data';
import { siteOrigin } from '@frio/shared/site-origin';
import { contactoMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import page from '../../components/Page.module.css';
import { contactChannels, type ContactChannel } from './contact-channels.ts';
import styles from './Contacto.module.css';

const icons: Record<ContactChannel['id'], ComponentType<SVGProps<SVGSVGElement>>> = {
  whatsapp: WhatsappIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  telefono: PhoneIcon,
  email: MailIcon,
  sucursal: PinIcon,
};

export default function ContactoPage() {
  return (
    <div className={page.page}>
      <PageMeta {...contactoMeta} />
      <JsonLd data={localBusiness(siteOrigin())} />
      <PageHeader title="Contacto">
        ¿Tenés una consulta o querés una cotización? Escribinos por el medio que prefieras o visitanos en nuestra
        sucursal.
      </PageHeader>
      <Section titleId="contacto-medios">
        <h2 id="contacto-medios">Dónde encontrarnos</h2>
        <ul className={styles.channels}>
          {contactChannels.map((channel) => {
            const Icon = icons[channel.id];
            const Anchor = channel.external ? ExternalLink : 'a';
            return (
              <li key={channel.id} className={styles.channel}>
                <Icon width={28} height={28} className={styles.icon} />
                <div>
                  <h3>{channel.label}</h3>
                  <Anchor href={channel.href} className={page.link}>
                    {channel.linkText}
                  </Anchor>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section titleId="contacto-horarios">
        <h2 id="contacto-horarios">Horarios de atención</h2>
        <ul className={styles.hours}>
          {openingHours.map((line) => (
            <li key={line.days}>{openingHoursText(line)}</li>
          ))}
        </ul>
        <p>Fuera de horario, escribinos por WhatsApp y te respondemos apenas abrimos.</p>
      </Section>
    </div>
  );
}
