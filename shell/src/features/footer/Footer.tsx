import { Link, useLocation } from '@frio/shared/router';
import { contact, mailHref, telHref } from '@frio/shared/contact';
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
} from '@frio/shared/ui';
import styles from './Footer.module.css';

export function Footer() {
  const location = useLocation();
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
            <PhoneIcon width={18} height={18} /> {contact.phoneDisplay}
          </a>
          <span className={styles.line}>
            <PinIcon width={18} height={18} /> {contact.street},{' '}
            <ExternalLink href={contact.maps}>{contact.town}</ExternalLink>, {contact.province}
          </span>
          <a href={mailHref} className={styles.line}>
            <MailIcon width={18} height={18} /> {contact.email}
          </a>
        </address>
        <nav aria-label="Enlaces útiles" className={styles.links}>
          <Link to="/faq">Preguntas frecuentes</Link>
          <Link to="/calculadora-aire-acondicionado">Calculadora de aire acondicionado</Link>
          {/* After signing in, mf-accounts returns the visitor to the page they were on. */}
          <Link to="/login" state={{ from: location }}>
            Ingresar
          </Link>
        </nav>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {contact.businessName}. Más de {contact.yearsOfExperience} años de experiencia en
        frío.
      </p>
    </footer>
  );
}
