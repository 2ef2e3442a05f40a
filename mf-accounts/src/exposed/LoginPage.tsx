import { Page } from '../components/Page.tsx';
import { LoginForm } from '../features/login/LoginForm.tsx';

export default function LoginPage() {
  return (
    <Page
      title="Ingresar"
      description="Ingresá a tu cuenta de Frío Entre Ríos con tu email y contraseña."
      heading="Ingresar"
      lead="Ingresá con el email y la contraseña de tu cuenta."
    >
      <LoginForm />
    </Page>
  );
}
