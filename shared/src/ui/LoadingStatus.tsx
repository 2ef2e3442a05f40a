import a11y from './a11y.module.css';

/** A spinner with a spoken label, taking a page's room so nothing shifts when the content arrives. */
export function LoadingStatus({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `${a11y.loading} ${className}` : a11y.loading} role="status">
      <span className={a11y.spinner} aria-hidden="true" />
      <span className={a11y.visuallyHidden}>{label}</span>
    </div>
  );
}
