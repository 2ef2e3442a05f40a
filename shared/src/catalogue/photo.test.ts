import { describe, expect, it } from 'vitest';
import rules from '../../../database.rules.json?raw';
import {
  isStorableJpeg,
  JPEG_BASE64,
  parsePhotoPath,
  PHOTO_MAX_BASE64,
  photoPath,
  photoUpdate,
  toStoredPhoto,
} from './photo.ts';

const jpeg = `/9j/${'A'.repeat(40)}==`;

describe("a product's photo", () => {
  it('database.rules.json accepts the same bytes: a JPEG in base64, up to the same length', () => {
    const parsed = JSON.parse(rules) as { rules: { fotos: { $producto: { jpeg: { '.validate': string } } } } };
    const rule = parsed.rules.fotos.$producto.jpeg['.validate'];
    // A rule's regex literal escapes the slash inside the class too.
    expect(rule).toContain(`.matches(/${JPEG_BASE64.source.replace('+/]', '+\\/]')}/)`);
    expect(rule).toContain(`length <= ${PHOTO_MAX_BASE64}`);
  });
  it('accepts only base64 that starts as a JPEG does, within the bound', () => {
    expect(isStorableJpeg(jpeg)).toBe(true);
    for (const other of ['iVBORw0KGgo=', 'PHN2ZyB4bWxucz0=', 'data:image/jpeg;base64,/9j/AA==', '/9j/ AA==', '/9j/'])
      expect(isStorableJpeg(other), other).toBe(false);
    expect(isStorableJpeg(`/9j/${'A'.repeat(PHOTO_MAX_BASE64 - 4)}`)).toBe(true);
    expect(isStorableJpeg(`/9j/${'A'.repeat(PHOTO_MAX_BASE64 - 3)}`)).toBe(false);
  });
  it('reads a stored photo back only when well-typed', () => {
    expect(toStoredPhoto({ sello: 5, jpeg })).toEqual({ sello: 5, jpeg });
    for (const bad of [null, 'x', { sello: '5', jpeg }, { sello: 5 }, { sello: 0, jpeg }, { sello: 5, jpeg: 'x' }])
      expect(toStoredPhoto(bad)).toBeNull();
  });
  it('has one address per stamp, width and format, read back the same', () => {
    const path = photoPath('10672', 1_764_000_000_000, 800, 'webp');
    expect(path).toBe('/foto/10672/1764000000000-800.webp');
    expect(parsePhotoPath(path)).toEqual({ key: '10672', stamp: 1_764_000_000_000, width: 800, format: 'webp' });
    expect(parsePhotoPath('/foto/10672/1764000000000-320.jpg')?.format).toBe('jpg');
    for (const other of [
      '/foto/10672/1764000000000-801.webp',
      '/foto/10672/1764000000000-800.png',
      '/foto/10672/0-800.webp',
      '/foto/10.672/1-800.webp',
      '/foto/10672/1-800.webp/x',
      '/foto/10672-800.webp',
    ])
      expect(parsePhotoPath(other), other).toBeNull();
  });
  it('saves and removes in one update of both paths, stamped by the server', () => {
    const now = { '.sv': 'timestamp' };
    expect(photoUpdate('7', jpeg, now)).toEqual({ 'fotos/7': { sello: now, jpeg }, 'productos/7/foto': now });
    expect(photoUpdate('7', null, now)).toEqual({ 'fotos/7': null, 'productos/7/foto': null });
  });
});
