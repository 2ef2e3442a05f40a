import { describe, expect, it } from 'vitest';
import { assetReferences, manifestFiles } from './asset-references.ts';

describe('assetReferences', () => {
  it('finds the files a document, a chunk and a preload list name, resolved where the browser would load them', () => {
    const html =
      '<script type="module" src="/assets/boot-Ab12_-xY.js"></script><link rel="modulepreload" href="/remoteEntry-D-YZ2UrQ.js"><a href="/faq">FAQ</a>';
    expect(assetReferences(html, 'http://site/faq', 'http://site/')).toEqual([
      'http://site/assets/boot-Ab12_-xY.js',
      'http://site/remoteEntry-D-YZ2UrQ.js',
    ]);
    const chunk =
      'm.f=["assets/index.esm-AAAAAAAA.js","assets/style-BBBBBBBB.css"];import(`./index.esm-AAAAAAAA.js`);import("../other-CCCCCCCC.js");fetch("//cdn.x/y-DDDDDDDD.js");"not/a-file-EEEEEEEE.js"';
    expect(assetReferences(chunk, 'http://remote/v/1/assets/client.js', 'http://remote/v/1/')).toEqual([
      'http://remote/v/1/assets/index.esm-AAAAAAAA.js',
      'http://remote/v/1/assets/style-BBBBBBBB.css',
      'http://remote/v/1/other-CCCCCCCC.js',
    ]);
  });

  it('takes no path without a build hash for a file: a package.json the federation runtime carries names some', () => {
    const runtime =
      'module:`./dist/index.js`,exports:{".":{import:{default:`./dist/index.js`}},"./bundler":`./dist/bundler.js`};import("./SearchField-CsvN8E4R.js")';
    expect(assetReferences(runtime, 'http://site/assets/federation-C2vGSWoP.js', 'http://site/')).toEqual([
      'http://site/assets/SearchField-CsvN8E4R.js',
    ]);
  });
  it("follows a build's pictures, also named by an absolute address on its own origin, and nothing of another site", () => {
    const chunk =
      'a=`http://remote:7001/assets/banner-wide-2-Cw1jBWuW.svg`,b="https://cdn.example/assets/x-AAAAAAAA.js",c="/og/producto/7/1700000000-abcdefgh.png",d="./logo-BBBBBBBB.png"';
    expect(assetReferences(chunk, 'http://remote:7001/assets/HomePage-Bxw5qUSL.js', 'http://remote:7001/')).toEqual([
      'http://remote:7001/assets/banner-wide-2-Cw1jBWuW.svg',
      'http://remote:7001/assets/logo-BBBBBBBB.png',
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
