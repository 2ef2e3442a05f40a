import type { ReactNode } from 'react';
import type { Rubro } from '@frio/shared/types';

const brand = 'var(--color-brand)';
const accent = 'var(--color-accent)';
const surface = 'var(--color-bg)';
const copper = '#b0622b';
const line = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One small drawing per category; decorative, the card's heading names it. */
const drawings: Record<Rubro, ReactNode> = {
  cobre: (
    <g {...line} stroke={copper} strokeWidth="5">
      <circle cx="38" cy="36" r="22" />
      <circle cx="38" cy="36" r="13" />
      <path d="M60 36h22" />
    </g>
  ),
  gas: (
    <g>
      <rect x="30" y="18" width="36" height="48" rx="14" fill={accent} />
      <rect x="41" y="8" width="14" height="12" rx="2" fill={brand} />
      <rect x="30" y="36" width="36" height="10" fill={surface} />
    </g>
  ),
  lata: (
    <g>
      <rect x="32" y="20" width="32" height="46" rx="5" fill={brand} />
      <path d="M36 20c0-8 24-8 24 0" fill={accent} />
      <rect x="44" y="6" width="8" height="8" rx="2" fill={accent} />
      <rect x="32" y="34" width="32" height="12" fill={accent} />
    </g>
  ),
  arma: (
    <g>
      <rect x="12" y="24" width="72" height="24" rx="12" fill="var(--color-text)" />
      <ellipse cx="84" cy="36" rx="6" ry="12" fill="var(--color-text-muted)" />
      <ellipse cx="84" cy="36" rx="3" ry="6" fill={surface} />
    </g>
  ),
  filtro: (
    <g>
      <path d="M8 36h16M72 36h16" stroke={copper} strokeWidth="5" strokeLinecap="round" />
      <rect x="22" y="24" width="52" height="24" rx="12" fill={brand} />
      <path d="M34 30v12M42 30v12M50 30v12M58 30v12" stroke={accent} strokeWidth="3" />
    </g>
  ),
  motoc: (
    <g>
      <rect x="22" y="14" width="52" height="48" rx="22" fill="var(--color-text)" />
      <rect x="16" y="58" width="64" height="6" rx="3" fill={brand} />
      <path d="M40 14V6M56 14V6" stroke={copper} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  valv: (
    <g>
      <path d="M8 44h80" stroke={copper} strokeWidth="6" strokeLinecap="round" />
      <path d="M34 32l28 24V32L34 56z" fill={brand} />
      <path d="M48 44V22M38 20h20" stroke={brand} strokeWidth="5" strokeLinecap="round" />
    </g>
  ),
  termostato: (
    <g>
      <rect x="26" y="10" width="44" height="54" rx="8" fill={brand} />
      <rect x="32" y="16" width="32" height="18" rx="3" fill={accent} />
      <circle cx="48" cy="48" r="8" fill={surface} />
    </g>
  ),
  placa: (
    <g>
      <rect x="14" y="14" width="68" height="46" rx="4" fill="var(--color-success)" />
      <rect x="38" y="26" width="20" height="20" fill="var(--color-text)" />
      <g stroke="var(--color-accent-soft)" strokeWidth="2">
        <path d="M20 22h12M20 52h12M64 22h12M64 52h12M48 14v10M48 48v12" />
      </g>
    </g>
  ),
  cable: (
    <g {...line} strokeWidth="5">
      <path d="M10 50c16 0 16-28 32-28s16 28 32 28h12" stroke={brand} />
      <path d="M10 58c16 0 16-28 32-28s16 28 32 28h12" stroke={copper} />
    </g>
  ),
  aceite: (
    <g>
      <path d="M30 24h36v40H30z" fill={brand} />
      <path d="M40 24V14h16v10" fill={accent} />
      <path d="M48 34c-6 8-6 12 0 14 6-2 6-6 0-14z" fill={surface} />
    </g>
  ),
  manifold: (
    <g>
      <rect x="16" y="34" width="64" height="16" rx="4" fill={brand} />
      <circle cx="32" cy="24" r="14" fill={surface} stroke={brand} strokeWidth="4" />
      <circle cx="64" cy="24" r="14" fill={surface} stroke="var(--color-danger)" strokeWidth="4" />
      <path d="M32 24l6-6M64 24l-6-6" stroke="var(--color-text)" strokeWidth="3" strokeLinecap="round" />
      <path d="M28 50v14M48 50v14M68 50v14" stroke={accent} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
};

export function RubroArt({ rubro, className }: { rubro: Rubro; className?: string }) {
  return (
    <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" focusable="false" className={className}>
      {drawings[rubro]}
    </svg>
  );
}
