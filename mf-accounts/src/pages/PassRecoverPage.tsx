import { useSyncExternalStore } from 'react';
import { useSearchParams } from '@frio/shared/router';
import { passRecoverMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import { PassRecoverForm } from '../features/passrecover/PassRecoverForm.tsx';
import { ChoosePasswordForm } from '../features/passrecover/ChoosePasswordForm.tsx';

const noChange = () => () => {};
const afterHydration = () => true;
const duringHydration = () => false;

/**
 * /passrecover: asks for a password e-mail; opened from that e-mail's link (Firebase's action URL,
 * `?mode=resetPassword&oobCode=…`), it sets the new password, as for a technician just approved.
 */
export default function PassRecoverPage() {
  const [params] = useSearchParams();
  // The prerendered document is the recovery form: the link's form comes after hydration, not during it.
  const hydrated = useSyncExternalStore(noChange, afterHydration, duringHydration);
  const oobCode = hydrated && params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  if (oobCode)
    return (
      <Page
        title="Elegir contraseña"
        description="Elegí la contraseña de tu cuenta de Frío Entre Ríos."
        heading="Elegir contraseña"
      >
        <ChoosePasswordForm oobCode={oobCode} />
      </Page>
    );
  return (
    <Page
      {...passRecoverMeta}
      heading="Recuperar contraseña"
      lead="Escribí el email de tu cuenta y te enviamos un enlace para crear una contraseña nueva."
    >
      <PassRecoverForm />
    </Page>
  );
}
