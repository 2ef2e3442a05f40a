import { describe, expect, it } from 'vitest';
import { bannerImages, bannerSetFor, bannerSizes } from './banner-images.ts';

describe('bannerSetFor', () => {
  it('uses the narrow set below 650 px and the wide one from 650 px up', () => {
    expect(bannerSetFor(320)).toBe('narrow');
    expect(bannerSetFor(649)).toBe('narrow');
    expect(bannerSetFor(649.5)).toBe('narrow');
    expect(bannerSetFor(650)).toBe('wide');
    expect(bannerSetFor(1280)).toBe('wide');
  });
});

describe('bannerImages', () => {
  it('has the same slides in both sets, each with its size and a Spanish description', () => {
    expect(bannerImages.wide).toHaveLength(3);
    expect(bannerImages.narrow).toHaveLength(3);
    expect(bannerImages.wide.map((image) => image.alt)).toEqual(bannerImages.narrow.map((image) => image.alt));
    for (const set of ['wide', 'narrow'] as const) {
      for (const image of bannerImages[set]) {
        expect(image.alt.length).toBeGreaterThan(10);
        expect(image).toMatchObject(bannerSizes[set]);
      }
    }
  });

  it('inlines the first image of each set as text (not base64), the artwork of that set, and keeps the others as files', () => {
    for (const set of ['wide', 'narrow'] as const) {
      const [first, ...rest] = bannerImages[set];
      expect(first!.src).toMatch(/^data:image\/svg\+xml,/);
      const svg = decodeURIComponent(first!.src.slice(first!.src.indexOf(',') + 1));
      const { width, height } = bannerSizes[set];
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width=['"]${width}['"] height=['"]${height}['"]`));
      // Well-formed: a quote the encoding changed inside an attribute would leave a broken image.
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(parsed.querySelector('parsererror')).toBeNull();
      expect(parsed.documentElement.getAttribute('width')).toBe(String(width));
      rest.forEach((image, i) => expect(image.src).toMatch(new RegExp(`banner-${set}-${i + 2}[^/]*\\.svg`)));
    }
  });
});
