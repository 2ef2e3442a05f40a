/** Typed mirror of tokens.css for the values code needs (media queries, timers). */
export const breakpoints = {
  /** Below this window width the navbar uses the compact layout (SPEC §9). */
  compact: 850,
  /** Below this window width the home banner uses its narrow image set (SPEC §9). */
  narrow: 650,
} as const;

/** Compact panel hidden position: this many px off-screen to the left (SPEC §9). */
export const compactPanelOffset = 350;

export const banner = { autoplayMs: 7500, transitionMs: 800 } as const;

/** Media query for "window narrower than px". */
export function below(px: number): string {
  return `(max-width: ${px - 0.02}px)`;
}
