import styles from './ConsultasPanel.module.css';

/** A read of the owner's panels that failed: what went wrong, in Spanish, and a button that tries again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.panel}>
      <p>{message}</p>
      <p>
        <button type="button" className={styles.button} onClick={onRetry}>
          Reintentar
        </button>
      </p>
    </div>
  );
}
