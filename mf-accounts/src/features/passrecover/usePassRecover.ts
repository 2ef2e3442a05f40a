import { useCallback, useRef, useState } from 'react';
import { resetErrorMessage } from '../../lib/auth-errors.ts';
import { validateRecoverEmail } from './recover-form.ts';
import { sendReset } from './send-reset.ts';

/** The recovery page's state: the e-mail, busy flag, error, and the address a link was sent to. */
export function usePassRecover() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inFlight = useRef(false);

  const onSubmit = useCallback(async () => {
    if (inFlight.current) return;
    const result = validateRecoverEmail(email);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await sendReset(result.email);
      setSentTo(result.email);
    } catch (cause) {
      const message = resetErrorMessage(cause);
      if (message === null) setSentTo(result.email);
      else setError(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [email]);

  return { email, setEmail, busy, error, sentTo, onSubmit };
}
