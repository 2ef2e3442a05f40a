import { loginMeta } from '@frio/shared/routes';
import { Page } from '../components/Page.tsx';
import { LoginForm } from '../features/login/LoginForm.tsx';

export default function LoginPage() {
  return (
    <Page {...loginMeta} heading="Ingresar" lead="Ingresá con el email y la contraseña de tu cuenta.">
      <LoginForm />
    </Page>
  );
}
