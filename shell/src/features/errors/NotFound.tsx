import { Link } from '@frio/shared/router';
import { ErrorScreen } from './ErrorScreen.tsx';
import styles from './ErrorScreen.module.css';

export function NotFound() {
  return (
    <ErrorScreen
      title="Página no encontrada"
      heading="Error 404: La pagina a la que esta tratando de acceder no existe"
    >
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          Volver al inicio
        </Link>
      </div>
    </ErrorScreen>
  );
}
