import { Link, useLocation } from '@frio/shared/router';
import { contact, mailHref, openingHours, openingHoursText, telHref } from '@frio/shared/contact';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import {
  ExternalLink,
  FacebookIcon,
  InstagramIcon,
  Logo,
  MailIcon,
  PhoneIcon,
  PinIcon,
  WhatsappIcon,
  ClockIcon,
  useStoredAccount,
} from '@frio/shared/ui';
import styles from './Footer.module.css';

export function Footer() {
  const location = useLocation();
  const account = useStoredAccount();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            <Logo height={44} />
          </Link>
          <ul className={styles.social} aria-label="Redes sociales">
            <li>
              <ExternalLink href={contact.instagram} aria-label="Instagram" className={styles.icon}>
                <InstagramIcon />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={contact.facebook} aria-label="Facebook" className={styles.icon}>
                <FacebookIcon />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={whatsappLink(whatsappTexts.greeting)} aria-label="WhatsApp" className={styles.icon}>
                <WhatsappIcon />
              </ExternalLink>
            </li>
          </ul>
        </div>
        <address className={styles.contact}>
          <a href={telHref} className={styles.line}>
            <PhoneIcon width={18} height={18} className={styles.lineIcon} /> {contact.phoneDisplay}
          </a>
          <p className={styles.line}>
            <PinIcon width={18} height={18} className={styles.lineIcon} />
            {/* One text run: as flex items, the street, the town's link and the province became columns. */}
            <span>
              {contact.street}, <ExternalLink href={contact.maps}>{contact.town}</ExternalLink>,{' '}
              <span className={styles.nowrap}>{contact.province}</span>
            </span>
          </p>
          <a href={mailHref} className={styles.line}>
            <MailIcon width={18} height={18} className={styles.lineIcon} /> {contact.email}
          </a>
          <p className={styles.line}>
            <ClockIcon width={18} height={18} className={styles.lineIcon} />
            <span>
              <span className={styles.hoursLabel}>Horario de atención: </span>
              {openingHours.map((line) => (
                <span key={line.days} className={styles.hoursLine}>
                  {openingHoursText(line)}
                </span>
              ))}
            </span>
          </p>
        </address>
        <nav aria-label="Enlaces útiles" className={styles.links}>
          <Link to="/faq">Preguntas frecuentes</Link>
          <Link to="/calculadora-aire-acondicionado">Calculadora de aire acondicionado</Link>
          {account === 'owner' ? (
            // The owner: their page, not a technician's prices.
            <Link to="/admin">Administración</Link>
          ) : account === 'account' ? (
            // Signed in: no second sign-in; the technician's prices are in the supply listings.
            <Link to="/productos/insumos">Tus precios de técnico</Link>
          ) : (
            // After signing in, mf-accounts returns the visitor to the page they were on.
            <Link to="/login" state={{ from: location }}>
              Ingresar
            </Link>
          )}
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {contact.businessName}. Empresa familiar desde hace {contact.yearsSinceFounding}{' '}
        años, con más de {contact.yearsOfExperience} años de experiencia en frío.
      </p>
    </footer>
  );
}
