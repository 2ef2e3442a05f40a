import { useId, useState, type ChangeEvent } from 'react';
import { useOwner } from '@frio/shared/admin';
import { useQuestionFocus } from '@frio/shared/hooks/use-question-focus';
import { useWatch } from '@frio/shared/hooks/use-watch';
import { PhotoInputError, preparePhoto, type PreparedPhoto } from './prepare-photo.ts';
import { PhotoWriteError, writePhoto } from './photo-data.ts';
import styles from './PhotoControls.module.css';

export interface Props {
  productKey: string;
  /** Its name, which says the listings that hold it: its stamp is kept in each (@frio/shared/catalogue/photo). */
  nombre: string;
  hasPhoto: boolean;
  /** After a save (the new stamp) or a removal (null). */
  onChange(stamp: number | null): void;
}

type Message = { kind: 'error' | 'done'; text: string } | null;
type Busy = 'preparing' | 'saving' | 'removing';

/** The controls once the server confirms the owner's claim (the rules refuse anyone else's write all the same). */
export default function ConfirmedOwner(props: Props) {
  const owner = useOwner();
  return owner.status === 'owner' ? <PhotoControls {...props} /> : null;
}

function PhotoControls({ productKey, nombre, hasPhoto, onChange }: Props) {
  const inputId = useId();
  const [prepared, setPrepared] = useState<PreparedPhoto | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [message, setMessage] = useState<Message>(null);
  // Quitar foto asks first: the owner may hold no other copy, and a mistaken tap on a phone would lose it.
  const [asking, setAsking] = useState(false);
  const { askRef, answerRef, questionRef } = useQuestionFocus(asking, () => setAsking(false));
  // The photo as stored now: the page may be a document the browser kept from before a save (for a
  // minute), and the owner must see what they saved. Not during their own write: its first value is the
  // SDK's guess of the server's time, an address with no photo yet; the write gives the stored one.
  // A failed read leaves the page's own.
  useWatch(
    (onValue: (stamp: unknown) => void, onError) =>
      import('@frio/shared/firebase').then(({ subscribe }) =>
        subscribe(`productos/${productKey}/foto`, onValue, onError),
      ),
    (stamp) => {
      if (busy !== 'saving' && busy !== 'removing') onChange(typeof stamp === 'number' ? stamp : null);
    },
    (error) => console.warn('[foto] the stored photo could not be followed', error),
  );

  /**
   * One step of the controls (preparing the chosen file, saving, removing): the controls wait while `work`
   * runs, and its failure is told to the owner, in its own words when it is one the step expects.
   */
  const step = async (
    doing: Busy,
    work: () => Promise<void>,
    expected: new (message: string) => Error,
    otherwise: string,
  ) => {
    setBusy(doing);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof expected ? error.message : otherwise });
    } finally {
      setBusy(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo picked again (after a failure) is read again, as in the price list's field.
    event.target.value = '';
    setPrepared(null);
    setMessage(null);
    if (!file) return;
    void step(
      'preparing',
      async () => setPrepared(await preparePhoto(file)),
      PhotoInputError,
      'No pudimos abrir esa foto. Probá con otra.',
    );
  };

  const write = (jpeg: string | null) =>
    void step(
      jpeg === null ? 'removing' : 'saving',
      async () => {
        onChange(await writePhoto(productKey, nombre, jpeg));
        setPrepared(null);
        setMessage({ kind: 'done', text: jpeg === null ? 'Foto quitada.' : 'Foto guardada.' });
      },
      PhotoWriteError,
      'No pudimos guardar la foto. Probá de nuevo.',
    );

  return (
    <div className={styles.controls}>
      <label htmlFor={inputId}>Foto del producto</label>
      <input id={inputId} type="file" accept="image/*" onChange={choose} disabled={busy !== null} />
      {busy === 'preparing' ? <p role="status">Preparando la foto…</p> : null}
      {prepared ? (
        <img
          className={styles.preview}
          // The bytes that will be stored, as a data: address (the site's CSP allows no blob: image).
          src={`data:image/jpeg;base64,${prepared.jpeg}`}
          width={prepared.width}
          height={prepared.height}
          alt="Vista previa de la foto nueva"
        />
      ) : null}
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.save}
          disabled={!prepared || busy !== null}
          onClick={() => prepared && write(prepared.jpeg)}
        >
          {busy === 'saving' ? 'Guardando…' : 'Guardar foto'}
        </button>
        {hasPhoto && !asking ? (
          <button
            ref={askRef}
            type="button"
            className={styles.remove}
            disabled={busy !== null}
            onClick={() => {
              setMessage(null); // «Foto guardada.» under the question would answer another action
              setAsking(true);
            }}
          >
            {busy === 'removing' ? 'Quitando…' : 'Quitar foto'}
          </button>
        ) : null}
      </div>
      {hasPhoto && asking ? (
        <div role="group" aria-labelledby={`${inputId}-quitar`} className={styles.question} ref={questionRef}>
          <p id={`${inputId}-quitar`}>
            ¿Quitar la foto? Deja de verse en el sitio y en Google; para volver a mostrarla hay que elegirla de nuevo.
          </p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={styles.danger}
              onClick={() => {
                setAsking(false);
                write(null);
              }}
            >
              Sí, quitar la foto
            </button>
            <button ref={answerRef} type="button" className={styles.remove} onClick={() => setAsking(false)}>
              Cancelar
            </button>
          </div>
        </div>
      ) : null}
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={styles[message.kind]}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
