import { useCallback, useState } from 'react';
import { useNavigate } from '@frio/shared/router';
import { emptySignup, validateSignup, type SignupField, type SignupProblem, type SignupValues } from './signup-form.ts';
import { signupFailure, signupErrorMessages, type SignupFailure } from './signup-errors.ts';
import { submitSignup } from './submit-signup.ts';
import { useSubmit } from '../../lib/useSubmit.ts';

const COMPLETED_PATH = '/register/completed';

/** The router state of a real submission's arrival on the completed page. */
export const SUBMITTED_STATE = { solicitudEnviada: true } as const;

export type SignupError =
  { kind: 'invalid'; problems: SignupProblem[] } | { kind: 'write'; failure: SignupFailure; message: string };

/** The sign-up form's state; the typed values are kept whatever happens. */
export function useSignup(submit: typeof submitSignup = submitSignup) {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(emptySignup);
  const { busy, error, submit: send } = useSubmit<SignupError>();

  const setValue = useCallback((field: SignupField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const onSubmit = useCallback(
    () =>
      send(
        () => {
          const result = validateSignup(values, Date.now());
          if (!result.ok) return { kind: 'invalid', problems: result.problems };
          return async () => {
            await submit(result.dni, result.record);
            navigate(COMPLETED_PATH, { state: SUBMITTED_STATE });
          };
        },
        (cause) => {
          // docs/contract.md "Reads, writes and external links": the failure goes to the console; beyond the spec the visitor is told too.
          console.warn('[registro] no se pudo guardar la solicitud', cause);
          const failure = signupFailure(cause);
          return { kind: 'write', failure, message: signupErrorMessages[failure] };
        },
      ),
    [values, submit, navigate, send],
  );

  return { values, setValue, busy, error, onSubmit };
}
