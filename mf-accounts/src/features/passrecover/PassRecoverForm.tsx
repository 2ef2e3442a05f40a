import { useEffect, useRef } from 'react';
import { Link } from '@frio/shared/router';
import { Field, Form } from '@frio/shared/ui/form';
import { FormEnd } from '../../components/FormEnd.tsx';
import formStyles from '../../components/form.module.css';
import pageStyles from '../../components/page.module.css';
import { confirmationText } from './recover-form.ts';
import { usePassRecover } from './usePassRecover.ts';

const ERROR_ID = 'recuperar-error';

/** Asks for a password-reset e-mail (the target of the login page's recovery link). */
export function PassRecoverForm() {
  const { email, setEmail, busy, error, sentTo, onSubmit } = usePassRecover();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
  }, [error]);
  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  return (
    <>
      {sentTo ? (
        <p ref={confirmationRef} className={pageStyles.status} role="status" tabIndex={-1}>
          {confirmationText(sentTo)}
        </p>
      ) : (
        <Form formRef={formRef} className={formStyles.form} onSend={onSubmit} aria-label="Recuperar contraseña">
          <Field
            id="recuperar-email"
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
            errorId={error ? ERROR_ID : undefined}
          />
          <FormEnd errorId={ERROR_ID} error={error && <p>{error}</p>} busy={busy} busyLabel="Enviando…">
            Enviar enlace
          </FormEnd>
        </Form>
      )}
      <div className={pageStyles.links}>
        <Link to="/login">Volver a ingresar</Link>
      </div>
    </>
  );
}
