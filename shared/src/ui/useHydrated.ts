import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true from the render after (and at once
 * on a page React renders itself). A button that does something only with its script is `disabled`
 * until then: a tap before the app has taken its part over is impossible rather than lost (React drops a
 * click on a part it has not hydrated), with no script in the document (docs/architecture.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
