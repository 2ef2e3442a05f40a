import { useCallback, useState } from 'react';
import { resetErrorMessage } from '../../lib/auth-errors.ts';
import { useSubmit } from '../../lib/useSubmit.ts';
import { validateRecoverEmail } from './recover-form.ts';
import { sendReset } from './send-reset.ts';

export function usePassRecover() {
  const [email, setEmail] = useState('');
  const { busy, error, submit } = useSubmit<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = useCallback(() => {
    const result = validateRecoverEmail(email);
    return submit(
      () =>
        result.ok
          ? async () => {
              await sendReset(result.email);
              setSentTo(result.email);
            }
          : result.message,
      (cause) => {
        // An unknown address counts as sent (the page does not tell who has an account).
        const message = resetErrorMessage(cause);
        if (message === null && result.ok) setSentTo(result.email);
        return message;
      },
    );
  }, [email, submit]);

  return { email, setEmail, busy, error, sentTo, onSubmit };
}
