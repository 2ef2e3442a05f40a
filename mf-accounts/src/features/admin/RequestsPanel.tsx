import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { LoadingStatus } from '@frio/shared/ui';
import {
  AdminActionError,
  approveRequest,
  rejectRequest,
  resendPasswordEmail,
  revokeTechnician,
  watchRequests,
} from './admin-requests.ts';
import { countOf, requestDate, rowsOf, type RequestTab, type SignupRequestRow } from './requests.ts';
import { AccountNotOursError } from './technician-account.ts';
import styles from './RequestsPanel.module.css';

const tabs: Array<[RequestTab, string]> = [
  ['pendientes', 'Pendientes'],
  ['aprobadas', 'Aprobadas'],
  ['rechazadas', 'Rechazadas'],
];

const LOAD_ERROR = 'No pudimos leer las solicitudes. Revisá tu conexión y recargá la página.';
const RETRY = 'Revisá tu conexión e intentá de nuevo: no se guardó nada a medias.';

/** The tabs' keys (the ARIA tab pattern): the arrows move to the next or previous tab, Home and End to the ends. */
function onTabKey(event: KeyboardEvent<HTMLButtonElement>, at: number, select: (key: RequestTab) => void) {
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const index = (next + tabs.length) % tabs.length;
  select(tabs[index]![0]);
  event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
}

function failure(error: unknown): string {
  if (error instanceof AccountNotOursError) return error.message; // not a connection problem: what to do is in it
  const what = error instanceof AdminActionError ? error.message : 'No se pudo completar la acción.';
  return `${what} ${RETRY}`;
}

/** The owner's list of technician sign-up requests: pending, approved and rejected, with their actions. */
export function RequestsPanel() {
  const [rows, setRows] = useState<SignupRequestRow[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [tab, setTab] = useState<RequestTab>('pendientes');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busyDni, setBusyDni] = useState<string | null>(null);
  const tabsId = useId();

  useWatch(watchRequests, setRows, (error) => {
    console.error('[admin] solicitudes', error);
    setLoadError(true);
  });

  // A request approved or rejected leaves its tab with the button that held the focus: the focus goes to
  // what happened (whichever comes last, the answer or the list without it), not to the page's start.
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (message && (!active || active === document.body)) messageRef.current?.focus();
  }, [message, rows]);

  const act = async (row: SignupRequestRow, action: () => Promise<string>) => {
    setBusyDni(row.dni);
    setMessage(null);
    try {
      setMessage({ text: await action(), error: false });
    } catch (error) {
      console.error('[admin]', error);
      setMessage({ text: failure(error), error: true });
    } finally {
      setBusyDni(null);
    }
  };

  const approve = (row: SignupRequestRow) =>
    act(row, async () => {
      const { existed, emailSent } = await approveRequest(row);
      const account = existed
        ? `${row.email} ya tenía la cuenta que le creó el negocio: ahora es técnico aprobado.`
        : `Aprobada: creamos la cuenta de ${row.email}.`;
      return emailSent
        ? `${account} Le enviamos un email para elegir su contraseña.`
        : `${account} No se pudo enviar el email para elegir la contraseña: usá "Reenviar email".`;
    });

  // The message of an action belongs to the tab it was taken on.
  const selectTab = (key: RequestTab) => {
    setTab(key);
    setMessage(null);
  };

  if (loadError) return <p role="alert">{LOAD_ERROR}</p>;
  if (!rows) return <LoadingStatus label="Cargando solicitudes…" />;
  const shown = rowsOf(rows, tab);

  return (
    <div className={styles.panel}>
      <div role="tablist" aria-label="Solicitudes" className={styles.tabs}>
        {tabs.map(([key, label], at) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${tabsId}-${key}`}
            // One stop for the tabs (the arrows move between them), as the ARIA tab pattern has it.
            tabIndex={tab === key ? 0 : -1}
            aria-selected={tab === key}
            aria-controls={`${tabsId}-panel`}
            className={styles.tab}
            onClick={() => selectTab(key)}
            onKeyDown={(event) => onTabKey(event, at, selectTab)}
          >
            {label} ({countOf(rows, key)})
          </button>
        ))}
      </div>
      {message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.error ? 'alert' : 'status'}
          className={message.error ? styles.error : styles.ok}
        >
          {message.text}
        </p>
      ) : null}
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {shown.length === 0 ? (
          <p className={styles.empty}>
            {tab === 'pendientes' ? 'No hay solicitudes pendientes.' : `No hay solicitudes ${tab}.`}
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((row) => (
              <RequestItem
                key={row.dni}
                row={row}
                busy={busyDni === row.dni}
                onApprove={() => void approve(row)}
                onReject={(motivo) =>
                  void act(row, async () => {
                    await rejectRequest(row, motivo);
                    return `Rechazada la solicitud de ${row.nombre}.`;
                  })
                }
                onRevoke={() =>
                  void act(row, async () => {
                    await revokeTechnician(row);
                    return `${row.email} ya no es técnico aprobado: ve los precios de lista 1 desde su próxima visita.`;
                  })
                }
                onResend={() =>
                  void act(row, async () => {
                    await resendPasswordEmail(row.email);
                    return `Le reenviamos a ${row.email} el email para elegir su contraseña.`;
                  })
                }
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** An e-mail that may wrap after its '@' and before its dots, never inside a word. */
function Email({ address }: { address: string }) {
  return address.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

interface ItemProps {
  row: SignupRequestRow;
  busy: boolean;
  onApprove(): void;
  onReject(motivo: string): void;
  onRevoke(): void;
  onResend(): void;
}

function RequestItem({ row, busy, onApprove, onReject, onRevoke, onResend }: ItemProps) {
  const [rejecting, setRejecting] = useState(false);
  // Revoking takes the technician's prices away at once: asked a second time, as rejecting is.
  const [revoking, setRevoking] = useState(false);
  const {
    askRef: revokeRef,
    answerRef: revokeAnswerRef,
    questionRef: revokeQuestionRef,
  } = useQuestionFocus(revoking, () => setRevoking(false));
  const {
    askRef: rejectRef,
    answerRef: motivoRef,
    questionRef: rejectQuestionRef,
  } = useQuestionFocus<HTMLButtonElement, HTMLInputElement, HTMLFormElement>(rejecting, () => setRejecting(false));
  const [motivo, setMotivo] = useState('');
  const motivoId = useId();
  return (
    <li className={styles.item} aria-label={`Solicitud de ${row.nombre}`}>
      <h3 className={styles.name}>{row.nombre}</h3>
      <dl className={styles.fields}>
        <dt>DNI</dt>
        <dd>{row.dni}</dd>
        <dt>Email</dt>
        <dd className={styles.email}>
          <Email address={row.email} />
        </dd>
        <dt>Teléfono</dt>
        <dd>{row.telefono}</dd>
        <dt>Localidad</dt>
        <dd>{row.localidad}</dd>
        <dt>Enviada</dt>
        <dd>{requestDate(row.fecha)}</dd>
        {row.resuelta ? (
          <>
            <dt>{row.estado === 'aprobada' ? 'Aprobada' : row.estado === 'revocada' ? 'Revocada' : 'Rechazada'}</dt>
            <dd>{requestDate(row.resuelta)}</dd>
          </>
        ) : null}
        {row.motivo ? (
          <>
            <dt>Motivo</dt>
            <dd>{row.motivo}</dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {row.estado === 'pendiente' && !rejecting ? (
          <>
            <button type="button" className={styles.primary} disabled={busy} onClick={onApprove}>
              {busy ? 'Aprobando…' : 'Aprobar'}
            </button>
            <button
              ref={rejectRef}
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => setRejecting(true)}
            >
              Rechazar
            </button>
          </>
        ) : null}
        {row.estado === 'pendiente' && rejecting ? (
          <form
            className={styles.reject}
            ref={rejectQuestionRef}
            onSubmit={(event) => {
              event.preventDefault();
              onReject(motivo);
            }}
          >
            <label htmlFor={motivoId}>Motivo (opcional)</label>
            <input
              ref={motivoRef}
              id={motivoId}
              value={motivo}
              maxLength={500}
              onChange={(event) => setMotivo(event.target.value)}
            />
            <div className={styles.actions}>
              <button type="submit" className={styles.primary} disabled={busy}>
                Confirmar rechazo
              </button>
              <button type="button" className={styles.secondary} onClick={() => setRejecting(false)}>
                Cancelar
              </button>
            </div>
          </form>
        ) : null}
        {row.estado === 'aprobada' && !revoking ? (
          <>
            <button type="button" className={styles.secondary} disabled={busy} onClick={onResend}>
              Reenviar email
            </button>
            <button
              ref={revokeRef}
              type="button"
              className={styles.danger}
              disabled={busy}
              onClick={() => setRevoking(true)}
            >
              Revocar
            </button>
          </>
        ) : null}
        {row.estado === 'aprobada' && revoking ? (
          <div role="group" aria-label={`Revocar a ${row.nombre}`} className={styles.reject} ref={revokeQuestionRef}>
            <p>¿Revocar a {row.nombre}? Deja de ver los precios de técnico desde su próxima visita.</p>
            <div className={styles.actions}>
              <button type="button" className={styles.danger} disabled={busy} onClick={onRevoke}>
                Sí, revocar
              </button>
              {/* The focus on Cancelar: Enter pressed twice must not revoke. */}
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setRevoking(false)}
                ref={revokeAnswerRef}
              >
                Cancelar
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}
