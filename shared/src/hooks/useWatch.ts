import { useEffect, useEffectEvent } from 'react';

/** A live read that starts once the SDK has loaded: it resolves to its unsubscribe. */
export type Watch<T> = (onValue: (value: T) => void, onError: (error: unknown) => void) => Promise<() => void>;

/**
 * `watch` from mount, and again when `attempt` changes (a «Reintentar»): its values and its failures, its
 * start's included, reach `onValue` and `onError` while it lasts; unmounted, it stops, even when it had
 * not started yet.
 */
export function useWatch<T>(
  watch: Watch<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
  attempt = 0,
): void {
  const start = useEffectEvent(watch);
  const value = useEffectEvent(onValue);
  const error = useEffectEvent(onError);
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const fail = (cause: unknown) => !stopped && error(cause);
    start((next) => !stopped && value(next), fail).then(
      (unsubscribe) => (stopped ? unsubscribe() : (stop = unsubscribe)),
      fail,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [attempt]);
}
