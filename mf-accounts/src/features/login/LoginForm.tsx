import { useEffect, useRef } from 'react';
import { Link } from '@frio/shared/router';
import { Field, Form } from '@frio/shared/ui/form';
import { FormEnd } from '../../components/FormEnd.tsx';
import formStyles from '../../components/form.module.css';
import pageStyles from '../../components/page.module.css';
import { useLogin } from './useLogin.ts';

const ERROR_ID = 'ingreso-error';

/** Email and password sign-in (docs/contract.md "Routes and screens" Login). */
export function LoginForm() {
  const { email, setEmail, password, setPassword, busy, error, signedInAs, onSubmit } = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const errorOn = (field: 'email' | 'password') =>
    error && (error.field === field || error.field === null) ? ERROR_ID : undefined;

  useEffect(() => {
    if (!error?.field) return;
    formRef.current?.querySelector<HTMLInputElement>(`[name="${error.field}"]`)?.focus();
  }, [error]);

  return (
    <>
      {signedInAs !== null && (
        <p className={pageStyles.status}>
          Ya ingresaste{signedInAs ? ` como ${signedInAs}` : ''}. Podés seguir navegando o ingresar con otra cuenta.
        </p>
      )}
      <Form formRef={formRef} className={formStyles.form} onSend={onSubmit} aria-label="Ingresar">
        <Field
          id="ingreso-email"
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          errorId={errorOn('email')}
        />
        <Field
          id="ingreso-password"
          name="password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          errorId={errorOn('password')}
        />
        <FormEnd errorId={ERROR_ID} error={error && <p>{error.message}</p>} busy={busy} busyLabel="Ingresando…">
          Ingresar
        </FormEnd>
        <p className={pageStyles.note}>
          <Link to="/passrecover">¿Olvidaste tu contraseña?</Link>
        </p>
      </Form>
      <div className={pageStyles.links}>
        <p className={pageStyles.note}>¿Sos técnico y todavía no tenés cuenta?</p>
        <Link to="/register" className={pageStyles.secondaryButton}>
          Registrarse
        </Link>
      </div>
    </>
  );
}
