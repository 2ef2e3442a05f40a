/**
 * The federation contract's building blocks: what the shell loads from each remote besides its pages, and
 * the props it passes. Plain data and types with no imports outside this folder, so a release can keep a
 * copy of the contract the live shell was built with.
 */

/** How the shell uses an exposed module: a routed page (from the routes), a widget in its frame, or a component for hosts. */
export type ExposeKind = 'page' | 'widget' | 'component';

/** Props of a module the shell renders without any. */
export type NoProps = Record<never, never>;

/** One remote: its federation name, and per exposed module how it is used and (as a type) its props. */
export interface RemoteContract<Name extends string, Props extends object> {
  readonly name: Name;
  /** Every module besides its pages the remote must expose, e.g. { SearchField: 'widget' } (built as './SearchField'). */
  readonly exposes: { readonly [K in keyof Props & string]: ExposeKind };
  /** Type only: the props the shell (or a federation host) passes to each exposed module. */
  readonly props?: Props;
}

/** The props each exposed module of a contract receives. */
export type PropsOf<C> = C extends RemoteContract<string, infer P> ? P : never;

/** 'mf_catalogue/SearchField': the id `loadRemote` takes, built from the contract, not typed by hand. */
export type ExposeId<C> = C extends RemoteContract<infer N, infer P> ? `${N}/${keyof P & string}` : never;

export function exposeId<N extends string, P extends object, E extends keyof P & string>(
  remote: RemoteContract<N, P>,
  expose: E,
): `${N}/${E}` {
  return `${remote.name}/${expose}`;
}

/**
 * What the build adds to each expose of a remote's mf-manifest.json (tooling/src/expose-imports.ts) and
 * the shell's route prefetch reads: the files the exposed module imports statically, its own first.
 */
export interface ExposeManifestFields {
  staticImports?: string[];
}
