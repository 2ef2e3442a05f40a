import { describe, expect, it } from 'vitest';
import { startAfterPaint, startScript } from './app-start.ts';
import { parseHtml } from './html-document.ts';

const shell = `<!doctype html><html><head><title>x</title><link rel="preload" href="/remotes.json" as="fetch" data-app-start><script type=module async crossorigin data-app-start src="/assets/prefetch-route-1.js"></script><script type="module" crossorigin src="/assets/boot-1.js" data-app-start></script><link rel="modulepreload" href="/assets/react-1.js" data-app-start></head><body><div id="root"></div></body></html>`;

describe('a prerendered document starts its app after its first paint', () => {
  it('moves every marked tag, in order, into <template id="app-start">, and ends <body> with the start script', () => {
    const document = parseHtml(shell);
    startAfterPaint(document);
    const head = document.querySelector('head')!;
    expect(head.querySelectorAll('[data-app-start]').filter((tag) => tag.closest('template') === null)).toHaveLength(0);
    const template = head.querySelector('template#app-start')!;
    expect(template.innerHTML.match(/src="[^"]+"|href="[^"]+"/g)).toEqual([
      'href="/remotes.json"',
      'src="/assets/prefetch-route-1.js"',
      'src="/assets/boot-1.js"',
      'href="/assets/react-1.js"',
    ]);
    const scripts = document.querySelectorAll('script').filter((tag) => tag.closest('template') === null);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.parentNode?.rawTagName).toBe('body');
    expect(scripts[0]!.innerHTML).toBe(startScript);
    expect(document.querySelector('body')!.lastChild).toBe(scripts[0]);
    expect(head.querySelector('title')?.text).toBe('x');
  });

  it('leaves a document without marked tags (a shell built before them) as it is: it starts at once', () => {
    const html = '<html><head><script type="module" src="/assets/boot-1.js"></script></head><body></body></html>';
    const document = parseHtml(html);
    startAfterPaint(document);
    expect(String(document)).toBe(html);
  });

  it('keeps the start script plain ES5 (no arrow, let, const or class): the same bytes run in every browser', () => {
    expect(startScript).not.toMatch(/=>|\blet\b|\bconst\b|\bclass\b|`/);
    expect(() => new Function(startScript)).not.toThrow();
  });
});
