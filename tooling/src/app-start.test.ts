import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appStartScript } from '@frio/shared/app-start-script';
import { appStartMarkers, startAfterPaint } from './app-start.ts';
import { contentSecurityPolicy } from './csp.ts';

const tags = '<script type="module" crossorigin src="/assets/boot.js"></script><link rel="modulepreload" href="/a.js">';
const document = `<html><head><style>a{}</style>${appStartMarkers.open}${tags}${appStartMarkers.close}</head><body><div id="root">Hola</div></body></html>`;

describe('a prerendered page starts its app after the first paint', () => {
  it('moves the app-starting tags into an inert template, with the script that adds them at the end of <body>', () => {
    const html = startAfterPaint(document);
    expect(html).toBe(
      `<html><head><style>a{}</style><template id="app-start">${tags}</template></head><body><div id="root">Hola</div><script>${appStartScript}</script></body></html>`,
    );
  });

  it('leaves a document without the markers (a shell built before them) starting at once', () => {
    const old = `<html><head>${tags}</head><body></body></html>`;
    expect(startAfterPaint(old)).toBe(old);
  });

  it('the site CSP allows that one inline script by its hash', () => {
    const hash = createHash('sha256').update(appStartScript).digest('base64');
    const scriptSrc = contentSecurityPolicy([])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
