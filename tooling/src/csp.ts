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

/**
 * Content-Security-Policy of the shell's pages: only the site's own units, Firebase and the embeds.
 * `unitOrigins` are the remotes' origins; `extraBackend` adds the local emulators to Firebase's origins.
 */
export function contentSecurityPolicy(
  unitOrigins: string[],
  extraBackend: Backend = { database: [], auth: [] },
): string {
  const units = unitOrigins.join(' ');
  const database = [...externalOrigins.database, ...extraBackend.database];
  const databaseScripts = database.filter((origin) => origin.startsWith('http'));
  const auth = [...externalOrigins.auth, ...extraBackend.auth];
  const { appCheck, embeds } = externalOrigins;
  return [
    // The remotes' origins are in default-src for one fetch only: Firefox checks `<link rel=prefetch>`
    // (the idle download of the navbar's next pages, page-files.ts) against default-src, having no
    // directive of its own for it (prefetch-src never shipped there, and it left the standard); with
    // 'self' alone Firefox blocked and reported every prefetch on every page. Every other kind of fetch
    // that would fall back to default-src has a directive below, so nothing else gains these origins.
    `default-src 'self' ${units}`,
    // One inline script, by its hash: the start script that ends a prerendered document (app-start.ts).
    `script-src 'self' ${startScriptSource} ${units} ${databaseScripts.join(' ')} ${embeds.scripts.join(' ')} ${appCheck.scripts.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${units}`,
    `img-src 'self' data: ${units} ${embeds.images.join(' ')}`,
    `connect-src 'self' ${units} ${database.join(' ')} ${auth.join(' ')} ${appCheck.connect.join(' ')}`,
    `frame-src ${embeds.frames.join(' ')} ${appCheck.frames.join(' ')}`,
    // The back-office's price list is read off the main thread by a worker built inline (a blob: URL):
    // the remote's code is served from another origin, where `new Worker(url)` is not allowed.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the site itself may frame its pages (clickjacking on /login and /register). The partner
    // embed is a script with a shadow root, not a frame, so it is unaffected.
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The CSP `vite preview` (pnpm start, e2e) sends: local units and the local demo backend (the e2e
 * fault tests give one shell a backend on other ports).
 */
export function localContentSecurityPolicy(ports: { database: number; auth: number } = backendPorts): string {
  const remotes = Object.entries(units)
    .filter(([key]) => key !== 'shell')
    .map(([, unit]) => `http://localhost:${unit.port}`);
  return contentSecurityPolicy(remotes, {
    database: [`ws://localhost:${ports.database}`, `http://localhost:${ports.database}`],
    auth: [`http://localhost:${ports.auth}`, `http://127.0.0.1:${ports.auth}`],
  });
}
