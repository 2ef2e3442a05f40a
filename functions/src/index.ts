/**
 * The pages function: Firebase Hosting rewrites the catalogue's addresses to it (firebase.json), and its
 * CDN keeps what it answers (cache-policy.ts). It renders with the server code the site itself serves,
 * so it needs no deploy when a unit is released; only a change to this folder does.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { serverCodeFolder } from '@frio/renderer/server-code';
import { lastGoodPages } from './last-good.ts';
import { FUNCTION_REGION } from './region.ts';
import { liveSite, REFRESH_MS } from './live-site.ts';
import { responder } from './respond.ts';
import { compressed } from './compress.ts';
import { drawPreviewImage } from '@frio/renderer/preview-image';

/** Fixed at build (vite.config.ts): the function runs only that site's code. */
declare const __FRIO_SITE_URL__: string;

// The site's server code imports React and the router: they resolve to this package's own copies.
const modules = path.join(import.meta.dirname, 'node_modules');
const folder = serverCodeFolder(
  path.join(os.tmpdir(), `frio-server-${createHash('sha256').update(modules).digest('hex').slice(0, 8)}`),
  modules,
);
// FRIO_PAGES_REFRESH_MS: a shorter look at the live releases (the e2e suite's releases).
const refreshMs = Number(process.env.FRIO_PAGES_REFRESH_MS) || REFRESH_MS;
const respond = responder(liveSite(__FRIO_SITE_URL__, folder, refreshMs), lastGoodPages(), drawPreviewImage);

export const pages = onRequest(
  { region: FUNCTION_REGION, memory: '512MiB', concurrency: 40, timeoutSeconds: 30, maxInstances: 10 },
  async (request, response) => {
    const answer = compressed(
      await respond(request.method, request.originalUrl || request.url),
      request.method === 'HEAD' ? undefined : request.get('Accept-Encoding'),
    );
    response.status(answer.status).set(answer.headers);
    response.send(request.method === 'HEAD' ? '' : answer.body);
  },
);
