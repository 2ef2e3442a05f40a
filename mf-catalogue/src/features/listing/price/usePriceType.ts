import { useEffect, useState } from 'react';
import { SESSION_EVENT, hasStoredSession } from '@frio/shared/session';
import type { PriceType } from '@frio/shared/types';
import { forgetEveryTechnicianPrice } from '@frio/shared/offline/forget-technician-prices';

export type PriceTypeReader = () => Promise<PriceType>;

/**
 * The viewer's price type: 1 at once for visitors; for a session, undefined until it is read.
 * Re-read whenever mf-accounts announces a sign-in or sign-out (or another tab changes storage);
 * the previous value stays on screen meanwhile.
 */
export function usePriceType(read: PriceTypeReader): PriceType | undefined {
  const [priceType, setPriceType] = useState<PriceType | undefined>(() => (hasStoredSession() ? undefined : 1));

  useEffect(() => {
    let latest = 0;
    const evaluate = () => {
      const call = ++latest;
      if (!hasStoredSession()) {
        // No session (signed out here or in another tab, or it expired): no technician price stays stored
        // (the quote list's, the list 2 saved for offline use).
        void forgetEveryTechnicianPrice();
        setPriceType(1);
        return;
      }
      void read().then((value) => {
        if (value === 1) void forgetEveryTechnicianPrice(); // a session that is not (or no longer) a technician's
        if (call === latest) setPriceType(value);
      });
    };
    evaluate();
    window.addEventListener(SESSION_EVENT, evaluate);
    window.addEventListener('storage', evaluate);
    return () => {
      latest = -1;
      window.removeEventListener(SESSION_EVENT, evaluate);
      window.removeEventListener('storage', evaluate);
    };
  }, [read]);

  return priceType;
}
