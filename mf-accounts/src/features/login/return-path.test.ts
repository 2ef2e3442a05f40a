import { describe, expect, it } from 'vitest';
import { returnPath, sameOriginPath } from './return-path.ts';

describe('returnPath', () => {
  it('defaults to /productos, and the owner to /admin', () => {
    expect(returnPath(undefined, '')).toBe('/productos');
    expect(returnPath(undefined, '', true)).toBe('/admin');
    expect(returnPath('/faq', '', true)).toBe('/faq');
    expect(returnPath(null, '?otra=1')).toBe('/productos');
  });
  it('uses router state from (string or location object)', () => {
    expect(returnPath('/productos/insumos/cobre', '')).toBe('/productos/insumos/cobre');
    expect(returnPath({ pathname: '/productos/insumos/gas', search: '?q=r410', hash: '#lista' }, '')).toBe(
      '/productos/insumos/gas?q=r410#lista',
    );
  });
  it('uses ?next= when there is no state', () => {
    expect(returnPath(undefined, '?next=%2Fnosotros')).toBe('/nosotros');
    expect(returnPath(undefined, '?next=/productos/insumos/cobre%3Fq%3Dcano')).toBe('/productos/insumos/cobre?q=cano');
  });
  it('prefers state over ?next=', () => {
    expect(returnPath('/faq', '?next=/nosotros')).toBe('/faq');
  });
  it('falls back to ?next= when state is unusable', () => {
    expect(returnPath('https://malo.example/', '?next=/nosotros')).toBe('/nosotros');
  });
  it('drops a ?next= that normalises to another site', () => {
    for (const next of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example'])
      expect(returnPath(undefined, `?next=${encodeURIComponent(next)}`), next).toBe('/productos');
    expect(returnPath(undefined, '?next=/.//evil.example')).toBe('/productos');
  });
});

describe('sameOriginPath', () => {
  it.each([
    'https://malo.example/x',
    '//malo.example/x',
    '/\\malo.example',
    'javascript:alert(1)',
    'productos',
    '',
    '/x\nhttps://malo.example',
    '/.//malo.example',
    '/..//malo.example',
    '/%2e//malo.example',
    '/%2E%2E//malo.example/x?y#z',
    '/a/../..//malo.example',
    '/./%2e/.//malo.example',
  ])('rejects %j', (candidate) => {
    expect(sameOriginPath(candidate)).toBeNull();
  });
  it('never returns to the sign-in or recovery pages', () => {
    expect(sameOriginPath('/login')).toBeNull();
    expect(sameOriginPath('/login/')).toBeNull();
    expect(sameOriginPath('/passrecover?x=1')).toBeNull();
  });
  it('keeps normal site paths, normalised', () => {
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/./faq')).toBe('/faq');
    expect(sameOriginPath('/productos/../nosotros')).toBe('/nosotros');
    expect(sameOriginPath('/register')).toBe('/register');
  });
});
