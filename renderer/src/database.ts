/** A page render's public reads, over the Realtime Database's REST API: the same rules the browser meets. */
import { readText } from './site-fetch.ts';
import type { PublicRead } from '@frio/shared/catalogue/product-read';
import { appCheckSiteKey, type RuntimeFirebaseConfig } from '@frio/shared/firebase/config';

export type { PublicRead };

/**
 * The database named by the site's /firebase-config.json, else `fallback` (the local backend).
 * `restWrites`: a visitor's browser may write over REST, i.e. no App Check, which REST requests cannot carry.
 */
export async function databaseOf(site: string, fallback?: string): Promise<{ url: string; restWrites: boolean }> {
  try {
    const config = JSON.parse(await readText(new URL('/firebase-config.json', site).href)) as RuntimeFirebaseConfig;
    if (config.firebase?.databaseURL) return { url: config.firebase.databaseURL, restWrites: !appCheckSiteKey(config) };
  } catch {
    // not served: the local backend
  }
  if (fallback) return { url: fallback, restWrites: true };
  throw new Error(`${site}: /firebase-config.json names no databaseURL`);
}

/**
 * Reads one path, every call a request (a page on request must see the prices published a moment ago). A
 * path may carry a REST query (`productos?orderBy="foto"&startAt=1`), kept beside the local server's `?ns=`.
 */
export function restRead(databaseUrl: string, timeoutMs = 5000): PublicRead {
  return async (dbPathAndQuery) => {
    const [dbPath, query] = dbPathAndQuery.split('?', 2) as [string, string | undefined];
    const url = new URL(databaseUrl);
    url.pathname = `${url.pathname.replace(/\/$/, '')}/${dbPath}.json`;
    for (const [name, value] of new URLSearchParams(query)) url.searchParams.set(name, value);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${dbPath}: HTTP ${response.status} (${url.origin})`);
    return response.json() as Promise<unknown>;
  };
}
