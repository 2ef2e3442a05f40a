import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { staticImports } from './expose-imports.ts';

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as Rollup.OutputChunk;

describe("an exposed module's static imports", () => {
  it('lists the module first, then every chunk it needs before it runs, each once, without its lazy imports', () => {
    const list = [
      chunk('Page.js', ['share-wrapper.js', 'tokens.js'], ['Slider.js']),
      chunk('share-wrapper.js', ['runtime.js']),
      chunk('tokens.js', ['share-wrapper.js']),
      chunk('runtime.js', []),
      chunk('Slider.js', ['slider-lib.js']),
      chunk('slider-lib.js', []),
    ];
    const chunks = new Map(list.map((item) => [item.fileName, item]));
    expect(staticImports(list[0]!, chunks)).toEqual(['Page.js', 'share-wrapper.js', 'runtime.js', 'tokens.js']);
  });
});
