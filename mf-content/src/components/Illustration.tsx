export type IllustrationKind = 'transporte' | 'insumos' | 'aires';

/** Decorative drawing of one of the three business lines (the text beside it says it all). */
export function Illustration({ kind, className }: { kind: IllustrationKind; className?: string }) {
  const id = kind;
  return (
    <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false" className={className}>
      <rect width="160" height="96" rx="12" fill="var(--color-brand-soft)" />
      {id === 'transporte' && (
        <g>
          <rect x="18" y="22" width="84" height="44" rx="4" fill="var(--color-brand)" />
          <path d="M106 34h20l14 16v16h-34z" fill="var(--color-accent)" />
          <g stroke="var(--color-on-brand)" strokeWidth="2.5" strokeLinecap="round">
            <path d="M60 30v28M48 37l24 14M48 51l24-14" />
          </g>
          <g fill="var(--color-brand-strong)">
            <circle cx="38" cy="70" r="8" />
            <circle cx="122" cy="70" r="8" />
          </g>
        </g>
      )}
      {id === 'insumos' && (
        <g>
          <g fill="none" stroke="#b0622b" strokeWidth="6">
            <circle cx="44" cy="50" r="24" />
            <circle cx="44" cy="50" r="12" />
          </g>
          <rect x="80" y="22" width="28" height="56" rx="12" fill="var(--color-accent)" />
          <rect x="88" y="14" width="12" height="10" rx="2" fill="var(--color-brand)" />
          <circle cx="132" cy="44" r="16" fill="var(--color-bg)" stroke="var(--color-brand)" strokeWidth="4" />
          <path d="M132 44l8-8" stroke="var(--color-danger)" strokeWidth="3" strokeLinecap="round" />
          <path d="M132 60v18" stroke="var(--color-brand)" strokeWidth="5" />
        </g>
      )}
      {id === 'aires' && (
        <g>
          <rect
            x="26"
            y="18"
            width="108"
            height="32"
            rx="8"
            fill="var(--color-bg)"
            stroke="var(--color-brand)"
            strokeWidth="3"
          />
          <path d="M36 40h88" stroke="var(--color-border)" strokeWidth="4" strokeLinecap="round" />
          <g fill="none" stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round">
            <path d="M50 58c6 8-6 14 0 22M80 58c6 8-6 14 0 22M110 58c6 8-6 14 0 22" />
          </g>
        </g>
      )}
    </svg>
  );
}
