import { describe, expect, it } from 'vitest';
import { foldersToPrune, resolveVersion, rollbackTarget } from './retention.ts';

describe('foldersToPrune', () => {
  const published = ['1.0.0-a', '1.1.0-b', '1.2.0-c', '1.3.0-d', '1.4.0-e'];

  it('keeps the new release and the newest N earlier ones', () => {
    expect(foldersToPrune(published, '1.4.0-e', '1.3.0-d', 2)).toEqual(['1.0.0-a', '1.1.0-b']);
    expect(foldersToPrune(published, '1.4.0-e', '1.3.0-d', 5)).toEqual([]);
  });
  it('never deletes what is live (after a rollback to an old one)', () => {
    expect(foldersToPrune(published, '1.4.0-e', '1.0.0-a', 1)).toEqual(['1.1.0-b', '1.2.0-c']);
  });
  it('keeps only the new one with --keep 0, unless another is live', () => {
    expect(foldersToPrune(published, '1.4.0-e', undefined, 0)).toEqual(['1.0.0-a', '1.1.0-b', '1.2.0-c', '1.3.0-d']);
  });
});

describe('rollbackTarget', () => {
  it('goes back to what was live before the last release, the first release included', () => {
    const first = {
      at: 't1',
      action: 'release' as const,
      from: 'http://x/mf-manifest.json',
      to: 'http://x/v/1/mf-manifest.json',
    };
    expect(rollbackTarget({ published: [], switches: [first] })).toBe('http://x/mf-manifest.json');
    const second = { at: 't2', action: 'release' as const, from: first.to, to: 'http://x/v/2/mf-manifest.json' };
    const back = { at: 't3', action: 'rollback' as const, from: second.to, to: first.to };
    expect(rollbackTarget({ published: [], switches: [first, second, back] })).toBe(first.to);
  });
  it('has nowhere to go before any release', () => {
    expect(rollbackTarget({ published: [], switches: [] })).toBeUndefined();
  });
});

describe('resolveVersion', () => {
  it('takes a folder or a version (the newest folder of that version)', () => {
    const published = ['1.0.0-a', '1.1.0-b', '1.1.0-c'];
    expect(resolveVersion(published, '1.0.0-a')).toBe('1.0.0-a');
    expect(resolveVersion(published, '1.1.0')).toBe('1.1.0-c');
    expect(resolveVersion(published, '2.0.0')).toBeUndefined();
    expect(resolveVersion(published, '1.1')).toBeUndefined();
  });
});
