import { describe, expect, it } from 'vitest';
import { assetReferences, manifestFiles } from './asset-references.ts';

describe('assetReferences', () => {
  it('finds the files a document, a chunk and a preload list name, resolved where the browser would load them', () => {
    const html =
      '<script type="module" src="/assets/boot-1.js"></script><link rel="modulepreload" href="/remoteEntry-k.js"><a href="/faq">FAQ</a>';
    expect(assetReferences(html, 'http://site/faq', 'http://site/')).toEqual([
      'http://site/assets/boot-1.js',
      'http://site/remoteEntry-k.js',
    ]);
    const chunk =
      'm.f=["assets/index.esm-A.js","assets/style-B.css"];import(`./index.esm-A.js`);import("../other.js");fetch("//cdn.x/y.js");"not/a-file.js"';
    expect(assetReferences(chunk, 'http://remote/v/1/assets/client.js', 'http://remote/v/1/')).toEqual([
      'http://remote/v/1/assets/index.esm-A.js',
      'http://remote/v/1/assets/style-B.css',
      'http://remote/v/1/other.js',
    ]);
  });
});

describe('manifestFiles', () => {
  it("lists a remote's entry and every shared and exposed module's scripts and styles under its public path", () => {
    const manifest = {
      metaData: { publicPath: 'http://remote/v/2/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [
        { assets: { js: { sync: [], async: ['assets/react.js'] }, css: { sync: ['assets/s.css'], async: [] } } },
      ],
      exposes: [{ assets: { js: { sync: ['assets/Page.js'], async: ['assets/react.js'] }, css: {} } }],
    };
    expect(manifestFiles(manifest, 'http://remote/mf-manifest.json')).toEqual({
      base: 'http://remote/v/2/',
      files: [
        'http://remote/v/2/remoteEntry.js',
        'http://remote/v/2/assets/react.js',
        'http://remote/v/2/assets/s.css',
        'http://remote/v/2/assets/Page.js',
      ],
    });
    expect(manifestFiles({ metaData: {} }, 'http://remote/mf-manifest.json')).toBeNull();
  });
});
