/**
 * The Content-Security-Policy of the site's documents: built here once, sent by the local servers and
 * written into firebase.json by `pnpm firebase:json` (Node only; never bundled into the site).
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
  /** Firebase Authentication. */
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
  /**
   * The home page's social-feed embed (loaded on demand): one script, by its full URL
   * (mf-content's instagram-embed.ts), so no other script of Instagram's origin may run; its posts are
   * frames of www.instagram.com; its images come from its CDN.
   */
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
  /** Who may frame the documents. */
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
    // (the idle download of the navbar's next pages, page-files.ts) against default-src, having no
    // directive of its own for it (prefetch-src never shipped there, and it left the standard); with
    // 'self' alone Firefox blocked and reported every prefetch on every page. Every other kind of fetch
    // that would fall back to default-src has a directive below, so nothing else gains these origins.
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

/**
 * Content-Security-Policy of the shell's pages: only the site's own units, Firebase and the embeds.
 * `unitOrigins` are the remotes' origins; `extraBackend` adds the local emulators to Firebase's origins.
 */
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
 * Content-Security-Policy of a remote's site, for its documents: the standalone page (its index.html,
 * and the index.html of each released version) and whatever its server answers a missing path with.
 * The shell's policy without other units or inline scripts (the page loads only its own files), and
 * framed by no one: the site loads a remote's scripts, never its pages, and the partner embed is a
 * script. On the scripts, styles and manifests the shell loads from it a policy does nothing.
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
