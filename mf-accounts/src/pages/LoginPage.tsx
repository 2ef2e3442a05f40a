import { loginMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import { LoginForm } from '../features/login/LoginForm.tsx';

export default function LoginPage() {
  return (
    <Page {...loginMeta} heading="Ingresar" lead="Ingresá con el email y la contraseña de tu cuenta.">
      <LoginForm />
    </Page>
  );
}
