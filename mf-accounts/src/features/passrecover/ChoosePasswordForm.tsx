import { useEffect, useState } from 'react';
import { Link } from '@frio/shared/router';
import { LoadingStatus } from '@frio/shared/ui';
import { Field, Form } from '@frio/shared/ui/form';
import { FormEnd } from '../../components/FormEnd.tsx';
import formStyles from '../../components/form.module.css';
import pageStyles from '../../components/page.module.css';
import { EXPIRED_LINK, accountOfCode, passwordError, setPasswordWithCode } from './choose-password.ts';

const ERROR_ID = 'clave-error';

type State =
  | { status: 'checking' }
  | { status: 'expired' }
  | { status: 'form'; email: string }
  | { status: 'done'; email: string };

/** Choose a password from the e-mail's link: a technician just approved, or anyone who asked for a new one. */
export function ChoosePasswordForm({ oobCode }: { oobCode: string }) {
  const [state, setState] = useState<State>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    accountOfCode(oobCode).then(
      (email) => !cancelled && setState({ status: 'form', email }),
      () => !cancelled && setState({ status: 'expired' }),
    );
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  if (state.status === 'checking') return <LoadingStatus label="Verificando el enlace…" />;
  if (state.status === 'expired')
    return (
      <>
        <p role="alert">{EXPIRED_LINK}</p>
        <div className={pageStyles.links}>
          <Link to="/passrecover">Pedir un enlace nuevo</Link>
        </div>
      </>
    );
  if (state.status === 'done')
    return (
      <>
        <p className={pageStyles.status} role="status">
          Listo: guardamos tu contraseña. Ya podés ingresar con {state.email}.
        </p>
        <div className={pageStyles.links}>
          <Link to="/login">Ingresar</Link>
        </div>
      </>
    );

  const { email } = state;
  const submit = async () => {
    const invalid = passwordError(password, repeated);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await setPasswordWithCode(oobCode, password);
      setState({ status: 'done', email });
    } catch (cause) {
      const code = (cause as { code?: string }).code ?? '';
      setError(
        code === 'auth/weak-password'
          ? 'Esa contraseña es muy débil: probá con una más larga.'
          : code.includes('expired') || code.includes('invalid-action-code')
            ? EXPIRED_LINK
            : 'No pudimos guardar la contraseña. Revisá tu conexión e intentá de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className={formStyles.form} onSend={submit} aria-label="Elegir contraseña">
      <p>
        Elegí la contraseña de tu cuenta <strong>{email}</strong>.
      </p>
      <Field
        id="clave-nueva"
        name="password"
        label="Contraseña nueva"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
        errorId={error ? ERROR_ID : undefined}
      />
      <Field
        id="clave-repetida"
        name="password-repeat"
        label="Repetí la contraseña"
        type="password"
        autoComplete="new-password"
        required
        value={repeated}
        onValueChange={setRepeated}
        errorId={error ? ERROR_ID : undefined}
      />
      <FormEnd errorId={ERROR_ID} error={error && <p>{error}</p>} busy={busy} busyLabel="Guardando…">
        Guardar contraseña
      </FormEnd>
    </Form>
  );
}
