import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { standalonePage } from './standalone.ts';

const root = path.resolve(import.meta.dirname, '../..');
const html = '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n  </head>';

/** The runtime plugin of mf-content's standalone page, resolved for `command`. */
function runtimePlugin(command: 'build' | 'serve') {
  const plugin = standalonePage('content').find((item) => item.name === 'frio-standalone-runtime')!;
  (plugin.configResolved as (config: unknown) => void)({ root: path.join(root, 'mf-content'), base: '/', command });
  return plugin as Plugin & {
    load: (id: string) => string | undefined;
    transformIndexHtml: { handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => string };
  };
}

describe("a remote's standalone page", () => {
  it('imports the federation runtime core by its ES module file, past the externalRuntime rewrite of its name', () => {
    const code = runtimePlugin('build').load('\0virtual:frio/standalone-runtime')!;
    expect(code).toMatch(/^import \* as runtimeCore from ".*\/@module-federation\/runtime-core\/dist\/index\.js";$/m);
    expect(code).toContain('globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;');
  });

  it('runs the runtime from a script before the federation bootstrap, unquoted so the plugin leaves it alone', () => {
    const bundle = {
      'assets/standalone-runtime-2.js': {
        type: 'chunk',
        name: 'standalone-runtime',
        fileName: 'assets/standalone-runtime-2.js',
      },
    };
    const built = runtimePlugin('build').transformIndexHtml.handler(html, { bundle } as never);
    expect(built).toMatch(
      /<script type=module crossorigin src="\/assets\/standalone-runtime-2\.js"><\/script>\s*<script type="module" crossorigin src="\/assets\/index-1\.js">/,
    );
    const dev = runtimePlugin('serve').transformIndexHtml.handler(html, {});
    expect(dev).toContain(
      '<script type=module crossorigin src="/@id/__x00__virtual:frio/standalone-runtime"></script>',
    );
  });

  it('fails the build when the runtime chunk is missing', () => {
    expect(() => runtimePlugin('build').transformIndexHtml.handler(html, { bundle: {} })).toThrow(/standalone-runtime/);
  });
});
