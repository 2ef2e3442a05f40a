import { Page } from '../components/Page.tsx';
import { SignupForm } from '../features/register/SignupForm.tsx';

export default function RegisterPage() {
  return (
    <Page
      title="Registro de técnicos"
      description="Sumate a la comunidad de técnicos de refrigeración de Frío Entre Ríos: completá tus datos y nuestro equipo te contacta."
      heading="Registro de técnicos"
      lead="Sumate a la comunidad de técnicos de refrigeración. Completá tus datos y nuestro equipo se comunica con vos."
    >
      <SignupForm />
    </Page>
  );
}
