/**
 * Firebase types derived from the shared client, so this remote needs no `firebase` dependency of its
 * own (and cannot import a second copy of the SDK by accident). Types only: erased at build time.
 */
import type { getFirebaseAuth } from '@frio/shared/firebase';

type Auth = Awaited<ReturnType<typeof getFirebaseAuth>>;
export type User = NonNullable<Auth['currentUser']>;
