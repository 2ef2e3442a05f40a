/** Typed mirror of tokens.css for the values code needs (media queries, timers). */
export const breakpoints = {
  /** Below this window width the navbar uses the compact layout (docs/contract.md "Constants"). */
  compact: 850,
  /** Below this window width the home banner uses its narrow image set (docs/contract.md "Constants"). */
  narrow: 650,
} as const;

export const banner = { autoplayMs: 7500, transitionMs: 800 } as const;

/** Media query for "window narrower than px". */
export function below(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}
