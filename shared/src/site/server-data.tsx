/**
 * What the server renderer read for the page it renders (a rubro's first rows, a product), by key. In
 * the browser there is no provider: a page taking over a server-made document reads the document's own
 * data block instead, which the server render wrote from this same value.
 */
import { createContext, useContext, type Context, type ReactNode } from 'react';

export type ServerData = ReadonlyMap<string, unknown>;

// One context for the renderer and every unit's server build, each of which bundles its own copy of
// this module: the context object is kept on globalThis under a registered symbol.
const contextKey = Symbol.for('frio.server-data');
const registry = globalThis as { [contextKey]?: Context<ServerData | null> };
const ServerDataContext = (registry[contextKey] ??= createContext<ServerData | null>(null));

export function ServerDataProvider({ data, children }: { data: ServerData; children: ReactNode }) {
  return <ServerDataContext.Provider value={data}>{children}</ServerDataContext.Provider>;
}

/** The value the server read under `key`; undefined in the browser, or when the server read nothing. */
export function useServerData<T>(key: string): T | undefined {
  return useContext(ServerDataContext)?.get(key) as T | undefined;
}

/** The keys pages and their server loaders agree on. */
export const serverDataKey = {
  listing: (rubro: string) => `listing:${rubro}`,
  product: (segment: string) => `product:${segment}`,
  search: (text: string) => `search:${text}`,
} as const;
