import { useEffect, useRef } from 'react';
import { Link } from '@frio/shared/router';
import { whatsappLink, whatsappTexts } from '@frio/shared/whatsapp';
import { ExternalLink } from '@frio/shared/ui';
import { Field, Form } from '@frio/shared/ui/form';
import { FormEnd } from '../../components/FormEnd.tsx';
import formStyles from '../../components/form.module.css';
import pageStyles from '../../components/page.module.css';
import type { SignupField } from './signup-form.ts';
import { useSignup, type SignupError } from './useSignup.ts';

const ERROR_ID = 'registro-error';
const WHATSAPP_TEXT = whatsappTexts.signupHelp;

// No maxLength: a browser cuts a paste there silently, and a cut "30.123.4567" is another person's DNI;
// each rule (signup-form.ts) says what is too long.
const fields: Array<{
  name: SignupField;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  hint?: string;
}> = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'apellido', label: 'Apellido', autoComplete: 'family-name' },
  {
    name: 'telefono',
    label: 'Teléfono',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: 'Con código de área, por ejemplo 3455 401234.',
  },
  {
    name: 'dni',
    label: 'DNI',
    autoComplete: 'off',
    inputMode: 'numeric',
    hint: 'Por ejemplo 30123456 o 30.123.456.',
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'localidad', label: 'Localidad', autoComplete: 'address-level2' },
];

const fieldId = (name: SignupField) => `registro-${name}`;

type FieldMessage = { error?: string; errorId?: string };

/**
 * Where the error's messages stand. A broken rule's message (fields left empty too) stands under its
 * first field, where the focus goes, and the others it is about point to it; a refused request's stands
 * above the button, and the DNI it may be about points to it.
 */
function placeMessages(error: SignupError | null): {
  byField: Partial<Record<SignupField, FieldMessage>>;
  above: string[];
} {
  if (!error) return { byField: {}, above: [] };
  if (error.kind === 'write')
    return { byField: error.failure === 'denied' ? { dni: { errorId: ERROR_ID } } : {}, above: [error.message] };
  const byField = Object.fromEntries(
    error.problems.flatMap(({ message, fields: [shown, ...others] }) =>
      shown
        ? [[shown, { error: message }], ...others.map((name) => [name, { errorId: `${fieldId(shown)}-error` }])]
        : [],
    ),
  );
  return { byField, above: [] };
}

/** The technician sign-up form (docs/contract.md "Routes and screens" Register). */
export function SignupForm() {
  const { values, setValue, busy, error, onSubmit } = useSignup();
  const formRef = useRef<HTMLFormElement>(null);
  const { byField, above } = placeMessages(error);

  // After a failed check or a refused request, take the visitor to the first field to fix, else back to
  // the button (busy while sending, it had let the focus go).
  useEffect(() => {
    if (!error) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[type="submit"]')
    )?.focus();
  }, [error]);

  return (
    <Form formRef={formRef} className={formStyles.form} onSend={onSubmit} aria-label="Registro de técnicos">
      <div className={formStyles.grid}>
        {fields.map(({ name, ...field }) => (
          <Field
            key={name}
            id={fieldId(name)}
            name={name}
            required
            value={values[name]}
            onValueChange={(value) => setValue(name, value)}
            {...byField[name]}
            {...field}
          />
        ))}
      </div>
      <FormEnd
        errorId={ERROR_ID}
        error={
          above.length > 0 && (
            <>
              {above.map((message) => (
                <p key={message}>{message}</p>
              ))}
              {error?.kind === 'write' && error.failure !== 'network' && (
                <p>
                  <ExternalLink href={whatsappLink(WHATSAPP_TEXT)}>Escribinos por WhatsApp</ExternalLink>
                </p>
              )}
            </>
          )
        }
        busy={busy}
        busyLabel="Enviando…"
      >
        Enviar solicitud
      </FormEnd>
      <p className={pageStyles.note}>
        ¿Ya tenés una cuenta? <Link to="/login">Ingresá</Link>
      </p>
    </Form>
  );
}
