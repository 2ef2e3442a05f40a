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
  ])('rejects %j', (candidate) => {
    expect(sameOriginPath(candidate)).toBeNull();
  });
  it('never returns to the sign-in or recovery pages', () => {
    expect(sameOriginPath('/login')).toBeNull();
    expect(sameOriginPath('/login/')).toBeNull();
    expect(sameOriginPath('/passrecover?x=1')).toBeNull();
  });
  it('keeps normal site paths', () => {
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/register')).toBe('/register');
  });
});
