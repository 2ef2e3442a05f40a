import type { ReactNode } from 'react';
import { Link } from '@frio/shared/router';
import { LoadingStatus } from '@frio/shared/ui';
import pageStyles from '../../components/page.module.css';
import { useOwner } from './useOwner.ts';

const OWNER_ONLY = 'Esta página es para el dueño del sitio.';

/** Renders `children` for the owner (`next`: the page to come back to after signing in); asks anyone else to sign in as the owner, or says plainly it is not for them. */
export function OwnerGate({ children, next = '/admin' }: { children: ReactNode; next?: string }) {
  const owner = useOwner();
  if (owner.status === 'loading') return <LoadingStatus label="Verificando tu cuenta…" />;
  if (owner.status === 'owner') return <>{children}</>;
  return (
    <div role="status">
      <p>{OWNER_ONLY}</p>
      {owner.status === 'not-owner' ? (
        <p>
          Ingresaste como <strong>{owner.email}</strong>, que no es la cuenta del dueño. Si sos el dueño, salí e ingresá
          con tu cuenta.
        </p>
      ) : (
        <p>Si sos el dueño, ingresá con tu cuenta para administrar el sitio.</p>
      )}
      <div className={pageStyles.links}>
        <Link to={`/login?next=${encodeURIComponent(next)}`}>Ingresar como dueño</Link>
        <Link to="/">Volver al inicio</Link>
      </div>
    </div>
  );
}
