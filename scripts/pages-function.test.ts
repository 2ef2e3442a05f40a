import { describe, expect, it } from 'vitest';
import { otherSiteOf } from './pages-function.ts';

const page = (origin: string) =>
  `<!doctype html>\n<html lang="es-AR" data-site-origin="${origin}">\n<head></head></html>`;

describe('otherSiteOf', () => {
  it('accepts a page of the site the bench serves', () => {
    expect(otherSiteOf(page('http://localhost:21000'), 'http://localhost:21000/')).toBeUndefined();
  });

  it('names the other site a function built with another FRIO_PORT_BASE renders for', () => {
    expect(otherSiteOf(page('http://localhost:4173'), 'http://localhost:21000/')).toMatch(
      /renders for http:\/\/localhost:4173, not for http:\/\/localhost:21000: build it again/,
    );
  });

  it('refuses a page that names no site (not the function’s render)', () => {
    expect(otherSiteOf('<html><body>Function does not exist</body></html>', 'http://localhost:21000')).toMatch(
      /a site it does not name/,
    );
  });
});
