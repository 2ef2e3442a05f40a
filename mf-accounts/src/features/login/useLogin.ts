import { useCallback, useRef, useState } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { useLocation, useNavigate } from '@frio/shared/router';
import { announceSessionChange } from '@frio/shared/session';
import { signInErrorMessage } from '../../lib/auth-errors.ts';
import { useSubmit } from '../../lib/useSubmit.ts';
import { validateLogin } from './login-form.ts';
import { returnPath } from './return-path.ts';
import { isOwner, signIn, watchSignedIn } from './sign-in.ts';

export type LoginError = { message: string; field: 'email' | 'password' | null };

/**
 * The sign-in page's state. On load it checks for a user already signed in (docs/contract.md "Accounts pages"); a successful
 * sign-in announces the session to the other units and returns to where the visitor came from.
 */
export function useLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, submit } = useSubmit<LoginError>();
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  // The on-load check (docs/contract.md "Accounts pages"), then every later change: the notice follows the session live.
  const checked = useRef(false);
  useWatch(
    watchSignedIn,
    (user) => {
      if (!user && !checked.current) console.log('nobody authenticated');
      checked.current = true;
      setSignedInAs(user ? (user.email ?? user.displayName ?? '') : null);
    },
    (cause) => console.warn('[ingreso] no se pudo comprobar la sesión', cause),
  );

  const onSubmit = useCallback(
    () =>
      submit(
        () => {
          const result = validateLogin(email, password);
          if (!result.ok) return { message: result.message, field: result.field };
          return async () => {
            const user = await signIn(result.email, result.password);
            const owner = await isOwner(user);
            announceSessionChange();
            navigate(returnPath(location.state?.from, location.search, owner), { replace: true });
          };
        },
        (cause) => ({ message: signInErrorMessage(cause), field: null }),
      ),
    [email, password, location, navigate, submit],
  );

  return { email, setEmail, password, setPassword, busy, error, signedInAs, onSubmit };
}
