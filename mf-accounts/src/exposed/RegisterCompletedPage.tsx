import { Page } from '../components/Page.tsx';
import { RegisterCompleted } from '../features/register/RegisterCompleted.tsx';

export default function RegisterCompletedPage() {
  return (
    <Page
      title="Registro enviado"
      description="Recibimos tu solicitud para sumarte a la comunidad de técnicos. Nuestro equipo está verificando tus datos."
      heading="¡Gracias por registrarte!"
      lead="Nuestro equipo está verificando tus datos."
    >
      <RegisterCompleted />
    </Page>
  );
}
