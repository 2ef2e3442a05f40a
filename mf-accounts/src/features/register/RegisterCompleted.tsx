import { useSyncExternalStore } from 'react';
import { Link, useLocation } from '@frio/shared/router';
import { registerCompletedMeta } from '@frio/shared/routes';
import { Page } from '@frio/shared/ui/page';
import pageStyles from '../../components/page.module.css';
import type { SUBMITTED_STATE } from './useSignup.ts';

const noSubscription = () => () => {};

/**
 * True only when the visitor arrived from a real submission (the router state survives a reload).
 * The prerendered document and the first (hydrating) render are the cold page: no state on the server.
 */
function useArrivedFromSubmit(): boolean {
  const { state } = useLocation();
  const submitted = (state as Partial<typeof SUBMITTED_STATE> | null)?.solicitudEnviada === true;
  return useSyncExternalStore(
    noSubscription,
    () => submitted,
    () => false,
  );
}

/**
 * /register/completed. After a submission: the contract's confirmation with a button back to the start. (docs/contract.md "Routes and screens")
 * Opened directly (a bookmark, a shared link): how to register and a link to the form.
 */
export function RegisterCompleted() {
  if (!useArrivedFromSubmit()) {
    return (
      <Page
        title="Registro de técnicos"
        description="Para sumarte a la comunidad de técnicos, completá el formulario de registro."
        heading="Registro de técnicos"
        lead="Para sumarte a la comunidad de técnicos, primero completá el formulario de registro."
      >
        <p className={pageStyles.note}>
          Te pedimos nombre, apellido, teléfono, DNI, email y localidad. Si ya lo enviaste, nuestro equipo está
          verificando tus datos y te va a contactar.
        </p>
        <div className={pageStyles.links}>
          <Link to="/register" className={pageStyles.primaryButton}>
            Ir al formulario de registro
          </Link>
          <Link to="/" className={pageStyles.secondaryButton}>
            Volver al inicio
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page
      {...registerCompletedMeta}
      heading="¡Gracias por registrarte!"
      lead="Nuestro equipo está verificando tus datos."
      takeFocus
    >
      <p className={pageStyles.note}>
        Cuando terminemos, te vamos a contactar por teléfono o por email para darte la bienvenida a la comunidad de
        técnicos.
      </p>
      <div className={pageStyles.links}>
        <Link to="/" className={pageStyles.primaryButton}>
          Volver al inicio
        </Link>
      </div>
    </Page>
  );
}
