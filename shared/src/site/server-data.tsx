/**
 * A page's server data: the server renderer reads it and provides it by name, the page writes it into its
 * document as a JSON block, and the browser's page reads that block back. Both sides pass it through the
 * page's own check: a document of an older release may hold another shape.
 */
import { createContext, useContext, useState, type Context, type ReactNode } from 'react';
import type { PublicRead } from '../catalogue/product-read.ts';

/** The page's check of its data: the value as its type, or null when it is not one. */
export type Check<T> = (value: unknown) => T | null;

/**
 * A page module's `serverData` export: what the server reads before rendering it (public paths only), by
 * name; the status (an unknown rubro or product is a 404) and, where the unit knows better, the canonical
 * address (another is a 301 to it). A page without it reads nothing on the server.
 */
export type ServerLoader = (
  pathname: string,
  read: PublicRead,
  query: URLSearchParams,
) => Promise<{ data: Array<[string, unknown]>; status: 200 | 404; canonical?: string }>;

/** What the server read for the page it renders, by name. */
export type ServerData = ReadonlyMap<string, unknown>;

// One context for the renderer and every unit's server build, each of which bundles its own copy of
// this module: the context object is kept on globalThis under a registered symbol.
const contextKey = Symbol.for('frio.server-data');
const registry = globalThis as { [contextKey]?: Context<ServerData | null> };
const ServerDataContext = (registry[contextKey] ??= createContext<ServerData | null>(null));

export function ServerDataProvider({ data, children }: { data: ServerData; children: ReactNode }) {
  return <ServerDataContext.Provider value={data}>{children}</ServerDataContext.Provider>;
}

/** The attribute naming a block; `[data-server-data="listing"]` selects the listing's. */
export const BLOCK_ATTRIBUTE = 'data-server-data';

/** A value as a block's text: JSON with `<` escaped, so no product text can end the script element. */
export const dehydrate = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The document's block `name`, checked; undefined when there is none, or (said on the console) when it is malformed. */
export function hydrate<T>(name: string, check: Check<T>): T | undefined {
  const block = typeof document === 'undefined' ? null : document.querySelector(`script[${BLOCK_ATTRIBUTE}="${name}"]`);
  if (!block?.textContent) return undefined;
  let checked: T | null = null;
  try {
    checked = check(JSON.parse(block.textContent));
  } catch {
    // not JSON: said below
  }
  if (checked === null) console.warn(`[server-data] the document's "${name}" block is not its page's data: read anew`);
  return checked ?? undefined;
}

/**
 * The page's server data `name`, checked: on the server what its unit read (null: it found none, a 404);
 * in the browser the document's block, read when the page mounts. Undefined when nothing was handed over.
 */
export function useServerData<T>(name: string, check: Check<T>): T | null | undefined {
  const provided = useContext(ServerDataContext);
  const [taken] = useState(() => (provided ? undefined : hydrate(name, check)));
  if (!provided) return taken;
  const value = provided.get(name);
  if (value === undefined || value === null) return value;
  const checked = check(value);
  if (checked === null) throw new Error(`server data "${name}": not its page's data`);
  return checked;
}

/** The block the browser's page reads back: rendered by the page beside what it shows from `value`. */
export function ServerDataBlock({ name, value }: { name: string; value: unknown }) {
  return (
    <script
      type="application/json"
      {...{ [BLOCK_ATTRIBUTE]: name }}
      dangerouslySetInnerHTML={{ __html: dehydrate(value) }}
    />
  );
}
