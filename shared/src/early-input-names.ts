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
 * The document function that returns the button tapped before a part of the app took over (or null) and
 * stops remembering taps in that part: the shell calls it with 'frame' once the navbar and footer have
 * hydrated, and with 'page' once the page in <main> has.
 */
export const TAKE_EARLY_CLICK = '__frioTakeEarlyClick';

/**
 * A prerendered snapshot of data that may have changed since (the catalogue's first rows and prices) is
 * hidden until confirmed current. Its element names a public URL (FRESH_URL) and the body that URL gave
 * when the snapshot was taken (FRESH_VALUE); the inline script fetches it at once and, when the body is
 * the same (and no account is stored, whose view differs), sets SNAPSHOT_FRESH on <html>, which the
 * snapshot's stylesheet reads to show it. Outside the React tree, so hydration never sees it.
 */
export const FRESH_URL = 'data-fresh-url';
export const FRESH_VALUE = 'data-fresh-value';
export const SNAPSHOT_FRESH = 'data-snapshot-fresh';

/** Where Firebase Auth keeps a signed-in user in localStorage (the key's prefix; session.ts reads it). */
export const AUTH_KEY_PREFIX = 'firebase:authUser:';
