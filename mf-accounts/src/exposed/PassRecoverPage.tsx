import { Page } from '../components/Page.tsx';
import { PassRecoverForm } from '../features/passrecover/PassRecoverForm.tsx';

export default function PassRecoverPage() {
  return (
    <Page
      title="Recuperar contraseña"
      description="¿Olvidaste tu contraseña? Te enviamos un enlace por email para crear una nueva."
      heading="Recuperar contraseña"
      lead="Escribí el email de tu cuenta y te enviamos un enlace para crear una contraseña nueva."
    >
      <PassRecoverForm />
    </Page>
  );
}
