/** Where to go after signing in (pure): back to the page the visitor came from, same site only. */

const DEFAULT_RETURN_PATH = '/productos';
/** The owner's default: the back-office (what the owner signs in for). */
const OWNER_RETURN_PATH = '/admin';

/** Pages it makes no sense to return to after signing in. */
const accountPages = new Set(['/login', '/passrecover']);

/** `from` as routers pass it: a path string or a location object ({ pathname, search, hash }). */
function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search, hash } = from as { pathname: string; search?: unknown; hash?: unknown };
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

/** A same-origin path ("/x?y#z") after normalisation, or null for anything that could leave the site. */
export function sameOriginPath(candidate: string): string | null {
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Control characters (code points below 0x20) and backslashes could smuggle another origin past URL().
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return null;
  const origin = 'https://same.invalid';
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // After normalisation: `/.//evil.example`, `/..//evil.example` and `/%2e//evil.example` become
  // `//evil.example`, which a browser reads as another site.
  if (url.pathname.startsWith('//')) return null;
  if (accountPages.has(url.pathname.replace(/\/+$/, '') || '/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path to navigate to after a successful sign-in: router state `from`, else the `?next=`
 * parameter, else /admin for the owner and /productos for everyone else.
 */
export function returnPath(stateFrom: unknown, search: string, owner = false): string {
  const fromState = pathOf(stateFrom);
  const next = new URLSearchParams(search).get('next');
  for (const candidate of [fromState, next]) {
    const path = candidate === null ? null : sameOriginPath(candidate);
    if (path) return path;
  }
  return owner ? OWNER_RETURN_PATH : DEFAULT_RETURN_PATH;
}
