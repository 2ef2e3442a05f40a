import { describe, expect, it } from 'vitest';
import { parseRemotesConfig } from './remotes-config.ts';

describe('parseRemotesConfig', () => {
  it('accepts a name -> manifest URL map', () => {
    const config = { mf_content: 'https://content.example.com/mf-manifest.json', mf_catalogue: 'http://localhost:4175/mf-manifest.json' };
    expect(parseRemotesConfig(config)).toEqual(config);
  });
  it('rejects anything else with a clear message', () => {
    expect(() => parseRemotesConfig(null)).toThrow('se esperaba un objeto');
    expect(() => parseRemotesConfig(['x'])).toThrow('se esperaba un objeto');
    expect(() => parseRemotesConfig({ mf_content: 42 })).toThrow('URL inválida para mf_content');
    expect(() => parseRemotesConfig({ mf_content: 'javascript:alert(1)' })).toThrow('URL inválida');
  });
});
