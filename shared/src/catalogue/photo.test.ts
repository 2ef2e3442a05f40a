import { describe, expect, it } from 'vitest';
import rules from '../../../database.rules.json?raw';
import {
  isStorableJpeg,
  JPEG_BASE64,
  parsePhotoPath,
  PHOTO_MAX_BASE64,
  photoPath,
  photoStampsOf,
  photoUpdate,
  toPhotoStamps,
  toStoredPhoto,
  withPhotos,
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
  it("saves and removes in one update of the photo and its stamp in the product and each listing's stamps", () => {
    const now = { '.sv': 'timestamp' };
    expect(photoUpdate('7', 'GAS R22 X 13,6 KG', jpeg, now)).toEqual({
      'fotos/7': { sello: now, jpeg },
      'productos/7/foto': now,
      'catalogo/fotos/gas/7': now,
    });
    expect(photoUpdate('8', 'Filtro de aceite', null, now)).toEqual({
      'fotos/8': null,
      'productos/8/foto': null,
      'catalogo/fotos/filtro/8': null,
      'catalogo/fotos/aceite/8': null,
    });
  });
  it('reads the stamps of a rubro or of them all (an array for dense keys), leaving out what is not one', () => {
    expect(toPhotoStamps({ '10': 5, '11': 'x', '12': 0, '13': 7.5 })).toEqual(new Map([['10', 5]]));
    expect(toPhotoStamps([null, 3, null, 4])).toEqual(
      new Map([
        ['1', 3],
        ['3', 4],
      ]),
    );
    expect(toPhotoStamps({ gas: { '10': 5 }, cobre: [null, 6] })).toEqual(
      new Map([
        ['10', 5],
        ['1', 6],
      ]),
    );
    for (const nothing of [null, 'x', 5, []]) expect(toPhotoStamps(nothing)).toEqual(new Map());
  });
  it('gives each row the stamp its key has now, removing an older one, and keeps a row unchanged as it was', () => {
    const rows = [{ key: 'a' }, { key: 'b', foto: 1 }, { key: 'c', foto: 2 }];
    const shown = withPhotos(
      rows,
      new Map([
        ['a', 9],
        ['c', 2],
      ]),
      (row) => row.key,
    );
    expect(shown).toEqual([{ key: 'a', foto: 9 }, { key: 'b' }, { key: 'c', foto: 2 }]);
    expect(shown[2]).toBe(rows[2]);
  });
  it("derives each listed record's stamp under every rubro listing it, and nothing for the others", () => {
    const record = { id: '', stock: 1, lista1: 1, idRubro: 4, idSubrubro: 14 };
    expect(
      photoStampsOf({
        '1': { ...record, nombre: 'GAS R22', rubro: 'gas', foto: 5 },
        '2': { ...record, nombre: 'GAS R134', rubro: 'gas' },
        '3': { ...record, nombre: 'GAS R404', foto: 6 },
        '4': { ...record, nombre: 'CAÑO DE COBRE', rubro: 'cobre', foto: 7 },
        '5': { ...record, nombre: 'VALVULA DE GAS', rubro: 'valv', foto: 8 },
      }),
    ).toEqual({ gas: { '1': 5, '5': 8 }, cobre: { '4': 7 }, valv: { '5': 8 } });
  });
  it('database.rules.json checks a stamp under catalogo/fotos against its product, and the rubro against its name', () => {
    const parsed = JSON.parse(rules) as {
      rules: { catalogo: { fotos: { $rubro: { $producto: { '.validate': string } } } } };
    };
    const rule = parsed.rules.catalogo.fotos.$rubro.$producto['.validate'];
    expect(rule).toContain(".child('productos').child($producto).child('foto').val()");
    expect(rule).toContain(".child('productos').child($producto).child('rubro').exists()");
    // The rubro half of the listing rule (rubrosInName), as the rules can say it.
    expect(rule).toContain(".child('productos').child($producto).child('nombre').val().toLowerCase().contains($rubro)");
  });
});
