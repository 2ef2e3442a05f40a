import { lazy, Suspense } from 'react';
import { useHydrated } from '@frio/shared/ui';
import { storedAccount } from '@frio/shared/session';
import type { Props } from './PhotoControls.tsx';

// Loaded only for the owner: no visitor's page downloads the controls, the re-encoding or Firebase.
const PhotoControls = lazy(() => import('./PhotoControls.tsx'));

/**
 * The owner's photo controls on a product's page: after hydration, only when the stored session is the
 * owner's, and then only once the server confirms the owner's claim.
 */
export function OwnerPhotoControls(props: Props) {
  const hydrated = useHydrated();
  if (!hydrated || storedAccount() !== 'owner') return null;
  return (
    <Suspense fallback={null}>
      <PhotoControls {...props} />
    </Suspense>
  );
}
