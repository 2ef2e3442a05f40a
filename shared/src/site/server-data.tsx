/**
 * A page's server data, one way for every page: the server renderer reads it (a unit's `serverData`) and
 * provides it by name; the page renders it into its document as a JSON block (`ServerDataBlock`), and
 * the browser's page, taking the document over, reads that block back (`useServerData`). Both sides
 * pass the value through the page's own check, so a page never trusts a shape it did not check: a
 * document of an older release may hold another one.
 */
import { createContext, useContext, useState, type Context, type ReactNode } from 'react';
import type { PublicRead } from '../catalogue/product-read.ts';

/** The page's check of its data: the value as its type, or null when it is not one. */
export type Check<T> = (value: unknown) => T | null;

/**
 * A page module's `serverData` export: what the server renderer reads before rendering the page (over
 * REST, public paths only), by the name the page looks it up under; the address's status (an unknown
 * rubro or product is a 404) and, where the unit knows better than the path asked for, its own address
 * (another is a 301 to it). A page without it reads nothing on the server.
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
