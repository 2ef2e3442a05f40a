/**
 * The page's Web Storage, or null: on the server (Node 25 and later have a `localStorage` of their own,
 * which warns when touched and is not the visitor's) and where the browser denies it (privacy settings).
 */
export function pageStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window[kind] ?? null;
  } catch {
    return null;
  }
}
