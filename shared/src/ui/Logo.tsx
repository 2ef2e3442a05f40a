import { contact } from '../business/contact.ts';

/**
 * The business mark: a snowflake in a blue disc, the name and the 60-year anniversary seal. A box
 * narrower than the mark (CSS `aspect-ratio: 116 / 40`, as the navbar sets) shows it without the seal.
 */
export function Logo({ height = 40, withAnniversary = true }: { height?: number; withAnniversary?: boolean }) {
  const width = withAnniversary ? height * 3.85 : height * 3;
  return (
    <svg
      role="img"
      aria-label={`${contact.businessName}${withAnniversary ? ', 60 años' : ''}`}
      width={width}
      height={height}
      viewBox={withAnniversary ? '0 0 154 40' : '0 0 120 40'}
      preserveAspectRatio="xMinYMid slice"
    >
      <circle cx="20" cy="20" r="19" fill="#13417a" />
      <g stroke="#e9f8fd" strokeWidth="2.4" strokeLinecap="round">
        <path d="M20 7v26M8.7 13.5l22.6 13M8.7 26.5l22.6-13" />
        <path d="M16 9.5l4 3 4-3M16 30.5l4-3 4 3" fill="none" />
      </g>
      <text x="46" y="18" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="15" fill="currentColor">
        Frío
      </text>
      <text x="46" y="34" fontFamily="system-ui, sans-serif" fontWeight="600" fontSize="12" fill="currentColor">
        Entre Ríos
      </text>
      {withAnniversary && (
        <g>
          <circle cx="136" cy="20" r="17" fill="none" stroke="#5fc4e8" strokeWidth="2.5" />
          <text
            x="136"
            y="21"
            textAnchor="middle"
            fontFamily="system-ui, sans-serif"
            fontWeight="800"
            fontSize="13"
            fill="currentColor"
          >
            60
          </text>
          <text x="136" y="31" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="7" fill="currentColor">
            AÑOS
          </text>
        </g>
      )}
    </svg>
  );
}
