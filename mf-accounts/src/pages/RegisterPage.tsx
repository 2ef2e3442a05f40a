import { Link } from '@frio/shared/router';
import { useStoredSession } from '@frio/shared/ui';
import { registerMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import pageStyles from '../components/page.module.css';
import { SignupForm } from '../features/register/SignupForm.tsx';

export const ALREADY_REGISTERED = 'Ya iniciaste sesión: tu cuenta de técnico está activa.';

export default function RegisterPage() {
  const signedIn = useStoredSession();
  return (
    <Page
      {...registerMeta}
      heading="Registro de técnicos"
      lead="Sumate a la comunidad de técnicos de refrigeración. Completá tus datos y nuestro equipo se comunica con vos."
    >
      {signedIn ? (
        // A signed-in technician is already registered: say so, and point at what is useful to them.
        <div className={pageStyles.status} role="status">
          <p>{ALREADY_REGISTERED}</p>
          <p>
            Tus precios de técnico (lista 2) se ven en el catálogo de <Link to="/productos/insumos">Insumos</Link>. Si
            querés registrar a otro técnico, completá el formulario.
          </p>
        </div>
      ) : null}
      <SignupForm />
    </Page>
  );
}
