import { useCallback, useRef, useState } from 'react';

/**
 * The submit plumbing of the account forms: a submit while another is in flight is ignored (a request is
 * sent at most once), the form is busy meanwhile, and a failure becomes the form's error. The typed
 * values live in the form's own state and stay as they are.
 */
export function useSubmit<E>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E | null>(null);
  const inFlight = useRef(false);

  /**
   * `attempt` validates: it returns the error to show, or the request to send. `onFailure` turns a failed
   * request into the error to show (null: none).
   */
  const submit = useCallback(
    async (attempt: () => E | (() => Promise<void>), onFailure: (cause: unknown) => E | null) => {
      if (inFlight.current) return;
      const next = attempt();
      if (typeof next !== 'function') {
        setError(next);
        return;
      }
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        await (next as () => Promise<void>)();
      } catch (cause) {
        setError(onFailure(cause));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [],
  );

  return { busy, error, submit };
}
