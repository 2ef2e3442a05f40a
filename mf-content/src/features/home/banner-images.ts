import { breakpoints } from '@frio/shared/tokens';
import svgToTinyDataUri from 'mini-svg-data-uri';
// The first image of each set is inlined (a data: URL, about 0.7 KB in the document): it is the home
// page's largest paint, and inline it paints with the page instead of one more request after it. The
// others are files. Written as text, not the base64 Vite gives an SVG with <text>: in Brotli it is half
// the size, and the home document stays within TCP's first window (docs/architecture.md).
import wide1Svg from '../../assets/banner/banner-wide-1.svg?raw';
import wide2 from '../../assets/banner/banner-wide-2.svg?no-inline';
import wide3 from '../../assets/banner/banner-wide-3.svg?no-inline';
import narrow1Svg from '../../assets/banner/banner-narrow-1.svg?raw';
import narrow2 from '../../assets/banner/banner-narrow-2.svg?no-inline';
import narrow3 from '../../assets/banner/banner-narrow-3.svg?no-inline';

export type BannerSet = 'wide' | 'narrow';

export interface BannerImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const alts = [
  'Equipos de frío para transporte: venta, instalación y servicio técnico',
  'Insumos de refrigeración: cobre, gas, filtros, válvulas y más',
  'Aires acondicionados a medida, de 3.000 a 18.000 frigorías',
] as const;

/** Intrinsic size of each set's artwork (also its aspect ratio in Home.module.css). */
export const bannerSizes: Record<BannerSet, { width: number; height: number }> = {
  wide: { width: 1600, height: 560 },
  narrow: { width: 640, height: 640 },
};

const sources: Record<BannerSet, readonly string[]> = {
  wide: [svgToTinyDataUri(wide1Svg), wide2, wide3],
  narrow: [svgToTinyDataUri(narrow1Svg), narrow2, narrow3],
};

export const bannerImages: Record<BannerSet, BannerImage[]> = {
  wide: sources.wide.map((src, i) => ({ src, alt: alts[i] ?? '', ...bannerSizes.wide })),
  narrow: sources.narrow.map((src, i) => ({ src, alt: alts[i] ?? '', ...bannerSizes.narrow })),
};

/** The image set for a window width: the narrow set below 650 px (docs/contract.md "Constants"). */
export function bannerSetFor(windowWidth: number): BannerSet {
  return windowWidth < breakpoints.narrow ? 'narrow' : 'wide';
}
