/**
 * Link previews (Open Graph / X cards): one image per route family, and what each image reads. The shell's
 * build draws the images from this list; a route names its family. Plain data: Node and browser safe.
 */
import { contact } from '../business/contact.ts';
import type { LinkPreview } from './page-head.ts';
import { rubroLabels } from '../business/rubros.ts';
import { routeFor } from '../routes/index.ts';
import { rubros, type Rubro } from '../business/types.ts';

/** What one family's image reads, top to bottom under the logo. */
export interface PreviewFamily {
  /** File name without extension: `/og/<id>.png`. */
  id: string;
  /** A small line above the title (the section the page is in), if any. */
  kicker?: string;
  /** The page family's title, the largest text. */
  title: string;
  /** One short line under the title. */
  subtitle: string;
}

export { previewImageSize, type LinkPreview } from './page-head.ts';

const insumos = 'Insumos de refrigeración';

const rubroFamilyId = (rubro: Rubro) => `insumos-${rubro}`;

/** Every family, in the order the build draws them. */
export const previewFamilies: readonly PreviewFamily[] = [
  {
    id: 'inicio',
    title: 'Equipos de frío, insumos y aires acondicionados',
    subtitle: `Más de ${contact.yearsOfExperience} años en ${contact.province}`,
  },
  {
    id: 'productos',
    title: 'Productos',
    subtitle: 'Frío para transporte, insumos y aires acondicionados',
  },
  {
    id: 'transporte',
    kicker: 'Productos',
    title: 'Equipos de frío para transporte',
    subtitle: 'Venta, instalación y servicio técnico',
  },
  {
    id: 'aires',
    kicker: 'Productos',
    title: 'Aires acondicionados',
    subtitle: 'Split on/off, inverter y equipos a medida',
  },
  {
    id: 'calculadora',
    title: 'Calculadora de aire acondicionado',
    subtitle: 'Las frigorías que necesita tu ambiente',
  },
  {
    id: 'faq',
    title: 'Preguntas frecuentes',
    subtitle: 'Entregas, garantía, temperaturas y aislación',
  },
  ...rubros.map((rubro) => ({
    id: rubroFamilyId(rubro),
    kicker: insumos,
    title: rubroLabels[rubro],
    subtitle: 'Precios y stock en el catálogo',
  })),
];

const byId = new Map(previewFamilies.map((family) => [family.id, family]));
const family = (id: string): PreviewFamily => byId.get(id)!;

/**
 * The family of a site path: its route's (`preview` in `@frio/shared/routes`); for a rubro's listing,
 * that rubro's (the products' for an unknown rubro); the home's for a path that is no route.
 */
export function previewFamilyFor(path: string): PreviewFamily {
  const route = routeFor(path);
  if (route?.preview !== 'rubro') return family(route?.preview ?? 'inicio');
  const term = decodeURIComponent(path.replace(/\/+$/, '').split('/').pop() ?? '').toLowerCase();
  return (rubros as readonly string[]).includes(term) ? family(rubroFamilyId(term as Rubro)) : family('productos');
}

/** The site-relative file of a family's image. */
export function previewImageFile(family: Pick<PreviewFamily, 'id'>): string {
  return `/og/${family.id}.png`;
}

/** The site-relative image of a path's link preview (`/og/faq.png`); make it absolute on the site's origin. */
export function previewImageFor(path: string): string {
  return previewImageFile(previewFamilyFor(path));
}

/** The image's alternative text (og:image:alt, twitter:image:alt). */
export function previewImageAlt(family: PreviewFamily): string {
  return `${contact.businessName}: ${family.title}`;
}

/** The link preview of a path's family (a product's page names its own: `@frio/shared/product-preview`). */
export function familyPreview(path: string): LinkPreview {
  const family = previewFamilyFor(path);
  return { image: previewImageFile(family), alt: previewImageAlt(family) };
}
