import { describe, expect, it } from 'vitest';
import { prefetchPolicy } from './prefetch-intent.ts';

describe('prefetchPolicy', () => {
  it('prefetches on intent and when idle on a normal connection, or when the browser does not say', () => {
    expect(prefetchPolicy({ effectiveType: '4g' })).toBe('all');
    expect(prefetchPolicy(undefined)).toBe('all');
  });
  it('keeps to intent on 2G and does nothing with Save-Data', () => {
    expect(prefetchPolicy({ effectiveType: 'slow-2g' })).toBe('intent');
    expect(prefetchPolicy({ effectiveType: '2g' })).toBe('intent');
    expect(prefetchPolicy({ effectiveType: '4g', saveData: true })).toBe('none');
  });
});
