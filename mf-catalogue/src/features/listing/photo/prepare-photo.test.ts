import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_FILE_BYTES } from '@frio/shared/catalogue/photo';
import { PHOTO_TEXT, refusal } from './prepare-photo.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('a chosen photo, before it is decoded', () => {
  it('refuses a file over 15 MB, whatever it is', () => {
    expect(refusal(file('foto.jpg', 'image/jpeg', PHOTO_MAX_FILE_BYTES + 1), '')).toBe(PHOTO_TEXT.tooHeavy);
    expect(refusal(file('foto.jpg', 'image/jpeg', PHOTO_MAX_FILE_BYTES), '')).toBeNull();
  });
  it('refuses an SVG by its type, its name or its first characters, whatever it is named', () => {
    for (const [name, type, head] of [
      ['dibujo.svg', 'image/svg+xml', ''],
      ['dibujo.SVG', '', ''],
      ['foto.jpg', 'image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg">'],
      ['foto.png', 'image/png', '  <?xml version="1.0"?><svg>'],
      ['foto', '', '<!DOCTYPE svg PUBLIC'],
    ])
      expect(refusal(file(name!, type!), head!), name).toBe(PHOTO_TEXT.svg);
  });
  it('lets a photo through to be decoded (which refuses anything that is not an image)', () => {
    expect(refusal(file('IMG_0001.HEIC', 'image/heic'), '\u0000\u0000\u0000\u0018ftypheic')).toBeNull();
    expect(refusal(file('foto.jpg', 'image/jpeg'), '\u00ff\u00d8\u00ff\u00e0')).toBeNull();
  });
});
