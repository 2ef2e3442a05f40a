/** The 60th-anniversary seal. */
export function AnniversaryMark({ size = 160 }: { size?: number }) {
  return (
    <svg role="img" aria-label="60 años" width={size} height={size} viewBox="0 0 160 160">
      <circle cx="80" cy="80" r="74" fill="var(--color-brand-strong)" />
      <circle cx="80" cy="80" r="64" fill="none" stroke="var(--color-accent)" strokeWidth="5" />
      <circle cx="80" cy="80" r="56" fill="none" stroke="var(--color-accent)" strokeWidth="1.5" strokeDasharray="3 5" />
      <text
        x="80"
        y="92"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="50"
        fill="var(--color-on-brand)"
      >
        60
      </text>
      <text
        x="80"
        y="118"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize="15"
        letterSpacing="3"
        fill="var(--color-accent)"
      >
        AÑOS
      </text>
      <g stroke="var(--color-accent)" strokeWidth="2.5" strokeLinecap="round">
        <path d="M80 30v16M73 34l14 8M73 42l14-8" />
      </g>
    </svg>
  );
}
