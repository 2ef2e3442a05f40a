import { describe, expect, it } from 'vitest';
import { composeDocument, splitHoisted } from './prerender-document.ts';

const template = `<!doctype html>
<html lang="es-AR">
  <head>
    <title>Frío Entre Ríos</title>
    <meta
      name="description"
      content="Genérica."
    />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-header"><span>Frío</span></div>
      <div class="boot-main"></div>
    </div>
  </body>
</html>`;

describe('prerendered documents', () => {
  it('takes the hoisted title and meta tags off the front of the render', () => {
    expect(splitHoisted('<title>FAQ</title><meta name="description" content="x"/><div>hola</div>')).toEqual({
      head: '<title>FAQ</title><meta name="description" content="x"/>',
      body: '<div>hola</div>',
    });
  });

  it('takes every leading title, meta and link tag and nothing after the first other element', () => {
    const head =
      '<title>Caño &lt;1/4&gt; | Frío</title><meta property="og:title" content="Caño &gt; 1"/><link rel="preload" href="/a.svg" as="image"/>';
    const body = '<div class="a"><meta name="x" content="in the page"/><title>not hoisted</title></div>';
    expect(splitHoisted(head + body)).toEqual({ head, body });
    expect(splitHoisted('<main>only the app</main>')).toEqual({ head: '', body: '<main>only the app</main>' });
  });

  it("replaces the generic title, description and static frame with the page, and keeps the app's tags in <head>", () => {
    const html = composeDocument(template, {
      html: '<title>Preguntas frecuentes</title><meta name="description" content="Entregas"/><header>nav</header><main><h1>FAQ</h1></main>',
      stylesheets: [{ href: 'http://localhost:4174/assets/style.css', css: '.a{color:red}/*</style><b>*/' }],
      headTags: '<link rel="canonical" href="https://frio.example/faq">',
      origin: 'https://frio.example',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Preguntas frecuentes</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Genérica');
    expect(html).not.toContain('boot-header');
    expect(html).toContain('<div id="root" data-prerendered><header>nav</header><main><h1>FAQ</h1></main></div>');
    expect(html).toContain('<html lang="es-AR" data-site-origin="https://frio.example">');
    // The remote's stylesheet inline (no render-blocking request to its origin), unable to close its tag.
    expect(html).toContain(
      '<style data-href="http://localhost:4174/assets/style.css">.a{color:red}/*<\\/style><b>*/</style>',
    );
    expect(html).not.toContain('rel="stylesheet"');
    // The app starts at once: its tags stay in <head>, and no inline script is added.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).not.toContain('<template');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });
});
