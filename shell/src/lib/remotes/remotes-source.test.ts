import { describe, expect, it } from 'vitest';
import { entryUrl, manifestUrl, parseRemotesConfig, routeTarget } from './remotes-source.ts';

describe('parseRemotesConfig', () => {
  it('accepts a name -> manifest URL map', () => {
    const config = {
      mf_content: 'https://content.example.com/mf-manifest.json',
      mf_catalogue: 'http://localhost:4175/mf-manifest.json',
    };
    expect(parseRemotesConfig(config)).toEqual(config);
  });
  it('rejects anything else with a clear message', () => {
    expect(() => parseRemotesConfig(null)).toThrow('se esperaba un objeto');
    expect(() => parseRemotesConfig(['x'])).toThrow('se esperaba un objeto');
    expect(() => parseRemotesConfig({ mf_content: 42 })).toThrow('URL inválida para mf_content');
    expect(() => parseRemotesConfig({ mf_content: 'javascript:alert(1)' })).toThrow('URL inválida');
  });
});

describe('manifest entries', () => {
  const manifest = {
    metaData: { publicPath: 'https://content.example.com/', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  };

  it('resolves the remote entry against the manifest publicPath', () => {
    expect(entryUrl(manifest, 'https://cdn.example.com/x/mf-manifest.json')).toBe(
      'https://content.example.com/remoteEntry.js',
    );
  });
  it('falls back to the manifest folder when there is no publicPath', () => {
    const relative = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } } };
    expect(entryUrl(relative, 'https://cdn.example.com/content/mf-manifest.json')).toBe(
      'https://cdn.example.com/content/v2/remoteEntry.js',
    );
    expect(manifestUrl(relative, 'https://cdn.example.com/content/mf-manifest.json', 'assets/a.js')).toBe(
      'https://cdn.example.com/content/assets/a.js',
    );
  });
  it('names no entry for a manifest without one', () => {
    expect(entryUrl({}, 'https://cdn.example.com/mf-manifest.json')).toBeUndefined();
  });
});

describe('routeTarget', () => {
  it('finds the remote and page of a URL', () => {
    expect(routeTarget('/')).toEqual({ remote: 'mf_content', expose: 'HomePage' });
    expect(routeTarget('/productos/insumos/cobre')).toEqual({ remote: 'mf_catalogue', expose: 'ProductListPage' });
    expect(routeTarget('/no-existe')).toBeUndefined();
  });
});
