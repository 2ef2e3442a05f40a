/**
 * The names the prerendered document's inline script (app-start-script.ts) shares with the code that
 * takes over from it: the form kit (ui/form/early-input.ts) and the shell. No code, so importing them
 * brings nothing else.
 */
/** The attribute of a prerendered form whose component has not mounted yet (ui/form/early-input.ts). */
export const AWAITING = 'data-awaits-scripts';

/**
 * The document property holding the forms whose submit was held (a WeakSet). On the document, not in a
 * module: this script holds them and each remote bundles its own copy of early-input.ts. Not an
 * attribute: that would differ from the server HTML at hydration.
 */
export const HELD_SUBMITS = '__frioHeldSubmits';

/**
 * The document function that stops remembering taps and returns the button tapped before the app took
 * over (or null): the shell calls it once it has hydrated.
 */
export const TAKE_EARLY_CLICK = '__frioTakeEarlyClick';
