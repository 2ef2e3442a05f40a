/**
 * The Content-Security-Policy of the site's documents: built here once, sent by the local servers and
 * written into firebase.json by `pnpm firebase:json`.
 */
import { startScriptSource } from '@frio/renderer/app-start';
import { units, backendPorts } from './units.ts';

/** The origins a page of the site talks to, besides its own units. */
export const externalOrigins = {
  /**
   * Firebase Realtime Database (both URL forms: `*.firebaseio.com` and regional `*.firebasedatabase.app`).
   * Its https origins are script sources too: when WebSockets fail (a proxy, or a socket the previous
   * page closed early, which the SDK remembers), it falls back to long polling through script tags.
   */
  database: [
    'https://*.firebaseio.com',
    'wss://*.firebaseio.com',
    'https://*.firebasedatabase.app',
    'wss://*.firebasedatabase.app',
  ],
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  /**
   * App Check's reCAPTCHA Enterprise provider (production only: docs/architecture.md "App Check"): its script,
   * its invisible frame, and the token exchange.
   */
  appCheck: {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://content-firebaseappcheck.googleapis.com'],
  },
  /** The home page's Instagram embed: one script by its full URL, so no other script of that origin may run. */
  embeds: {
    scripts: ['https://www.instagram.com/embed.js'],
    frames: ['https://www.instagram.com'],
    images: ['https://www.instagram.com', 'https://*.cdninstagram.com'],
  },
} as const;

interface Backend {
  database: readonly string[];
  auth: readonly string[];
}

interface Policy {
  /** Other units' origins the documents load code and styles from (the shell: the remotes). */
  units: readonly string[];
  /** Inline scripts allowed by their hash source (`'sha256-…'`). */
  inlineScripts: readonly string[];
  frameAncestors: "'self'" | "'none'";
  /** The local emulators, added to Firebase's origins. */
  backend: Backend;
}

/** The one policy, of a unit's site with `policy`'s units, inline scripts and framers. */
function buildPolicy({ units: unitOrigins, inlineScripts, frameAncestors, backend }: Policy): string {
  const list = (...sources: ReadonlyArray<readonly string[] | string>) => sources.flat().join(' ');
  const database = [...externalOrigins.database, ...backend.database];
  const databaseScripts = database.filter((origin) => origin.startsWith('http'));
  const auth = [...externalOrigins.auth, ...backend.auth];
  const { appCheck, embeds } = externalOrigins;
  return [
    // The remotes' origins are in default-src for one fetch only: Firefox checks `<link rel=prefetch>`
    // against default-src (it has no prefetch-src), so with 'self' alone it blocked every prefetch. Every
    // other fetch that would fall back to default-src has a directive below, so nothing else gains them.
    `default-src ${list("'self'", unitOrigins)}`,
    // Inline scripts only by their hash: the shell's start script that ends a prerendered document (app-start.ts).
    `script-src ${list("'self'", inlineScripts, unitOrigins, databaseScripts, embeds.scripts, appCheck.scripts)}`,
    `style-src ${list("'self'", "'unsafe-inline'", unitOrigins)}`,
    `img-src ${list("'self'", 'data:', unitOrigins, embeds.images)}`,
    `connect-src ${list("'self'", unitOrigins, database, auth, appCheck.connect)}`,
    `frame-src ${list(embeds.frames, appCheck.frames)}`,
    // The back-office's price list is read off the main thread by a worker built inline (a blob: URL):
    // the remote's code is served from another origin, where `new Worker(url)` is not allowed.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const noBackend: Backend = { database: [], auth: [] };

/** `unitOrigins` are the remotes' origins; `extraBackend` adds the local emulators to Firebase's origins. */
export function contentSecurityPolicy(unitOrigins: string[], extraBackend: Backend = noBackend): string {
  return buildPolicy({
    units: unitOrigins,
    inlineScripts: [startScriptSource],
    // Only the site itself may frame its pages (clickjacking on /login and /register). The partner
    // embed is a script with a shadow root, not a frame, so it is unaffected.
    frameAncestors: "'self'",
    backend: extraBackend,
  });
}

/**
 * The policy of a remote's own documents (its standalone page): no other units or inline scripts, and
 * framed by no one, since the site loads a remote's scripts, never its pages. A policy does nothing on the
 * scripts and styles the shell loads from it.
 */
export function remoteContentSecurityPolicy(extraBackend: Backend = noBackend): string {
  return buildPolicy({ units: [], inlineScripts: [], frameAncestors: "'none'", backend: extraBackend });
}

/**
 * The CSP `vite preview` (pnpm start, e2e) sends: local units and the local demo backend (the e2e
 * fault tests give one shell a backend on other ports).
 */
export function localContentSecurityPolicy(ports: { database: number; auth: number } = backendPorts): string {
  const remotes = Object.entries(units)
    .filter(([key]) => key !== 'shell')
    .map(([, unit]) => `http://localhost:${unit.port}`);
  return contentSecurityPolicy(remotes, localBackend(ports));
}

/** The CSP a remote's `vite preview` (pnpm start, e2e) sends: the local demo backend. */
export function localRemoteContentSecurityPolicy(): string {
  return remoteContentSecurityPolicy(localBackend(backendPorts));
}

function localBackend(ports: { database: number; auth: number }): Backend {
  return {
    database: [`ws://localhost:${ports.database}`, `http://localhost:${ports.database}`],
    auth: [`http://localhost:${ports.auth}`, `http://127.0.0.1:${ports.auth}`],
  };
}
