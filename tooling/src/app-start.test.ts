import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appStartScript } from '@frio/shared/app-start-script';
import { appStartAttribute, startAfterPaint } from './app-start.ts';
import { parseHtml } from './html-document.ts';
import { contentSecurityPolicy } from './csp.ts';

const tags = `<script type=module async ${appStartAttribute} src="/assets/prefetch.js"></script><script type="module" crossorigin src="/assets/boot.js" ${appStartAttribute}></script><link rel="modulepreload" href="/a.js" ${appStartAttribute} />`;
const document = `<html><head><style>a{}</style>${tags}<link rel="icon" href="/favicon.svg" /></head><body><div id="root">Hola</div></body></html>`;

function afterPaint(html: string): string {
  const tree = parseHtml(html);
  startAfterPaint(tree);
  return String(tree);
}

describe('a prerendered page starts its app after the first paint', () => {
  it('moves the app-starting tags into an inert template, with the script that adds them at the end of <body>', () => {
    expect(afterPaint(document)).toBe(
      `<html><head><style>a{}</style><link rel="icon" href="/favicon.svg" /><template id="app-start">${tags}</template></head><body><div id="root">Hola</div><script>${appStartScript}</script></body></html>`,
    );
  });

  it('leaves a document without marked tags (a shell built before them) starting at once', () => {
    const old = `<html><head><!--app-start--><script type="module" src="/assets/boot.js"></script><!--/app-start--></head><body></body></html>`;
    expect(afterPaint(old)).toBe(old);
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
