import { Link } from '@frio/shared/router';
import pageStyles from '../../components/page.module.css';

/** What the visitor sees once the request is stored (SPEC §2 Register and completion). */
export function RegisterCompleted() {
  return (
    <>
      <p className={pageStyles.note}>
        Cuando terminemos, te vamos a contactar por teléfono o por email para darte la bienvenida a la comunidad de
        técnicos.
      </p>
      <div className={pageStyles.links}>
        <Link to="/" className={pageStyles.primaryButton}>
          Volver al inicio
        </Link>
      </div>
    </>
  );
}
