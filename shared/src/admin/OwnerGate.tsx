import type { ComponentType, ReactNode } from 'react';
import { LoadingStatus } from '@frio/shared/ui';
import styles from './admin.module.css';
import { useOwner } from './useOwner.ts';

const OWNER_ONLY = 'Esta página es para el dueño del sitio.';

/** The router's Link, passed in by the page: the shared router singleton is the remote's to import. */
export type LinkComponent = ComponentType<{
  to: string;
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}>;

/** Renders `children` for the owner; asks anyone else to sign in as the owner, or says it is not for them. */
export function OwnerGate({
  children,
  pathname,
  Link,
}: {
  children: ReactNode;
  pathname: string;
  Link: LinkComponent;
}) {
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
      <div className={styles.links}>
        <Link to={`/login?next=${encodeURIComponent(pathname)}`}>Ingresar como dueño</Link>
        <Link to="/">Volver al inicio</Link>
      </div>
    </div>
  );
}
