/**
 * The web app manifest: what a phone or a desktop shows once the site is installed ("Instalar"). The
 * shell's build writes it and draws its icons from the brand mark. Plain data: Node and browser safe.
 */
import { contact } from '../business/contact.ts';

export const webAppManifestPath = '/manifest.webmanifest';

/** What Hosting and the local servers send it as (the type browsers expect of a manifest). */
export const webAppManifestType = 'application/manifest+json';

/** The brand's colours, as tokens.css names them (`--color-brand`, `--color-bg`; a unit test compares). */
export const brandColours = { brand: '#13417a', background: '#ffffff' } as const;

export interface AppIcon {
  /** The PNG's address on the shell's site. */
  src: string;
  /** Width and height in pixels. */
  size: number;
  /**
   * `any`: the mark as it is (a circle on transparency); `maskable`: the mark on a full square of the
   * brand's blue, which a launcher may cut to any shape (the snowflake stays inside the central 80 % circle).
   */
  purpose: 'any' | 'maskable';
}

/** Chrome asks for 192 and 512 px; Android's adaptive icons use the maskable one. */
export const appIcons: readonly AppIcon[] = [
  { src: '/icons/app-192.png', size: 192, purpose: 'any' },
  { src: '/icons/app-512.png', size: 512, purpose: 'any' },
  { src: '/icons/app-maskable-512.png', size: 512, purpose: 'maskable' },
];

export const webAppManifest = {
  id: '/',
  name: contact.businessName,
  // What a launcher writes under the icon: about 12 characters fit.
  short_name: 'Frío ER',
  description: 'Equipos de frío para transporte, insumos de refrigeración y aires acondicionados en Entre Ríos.',
  lang: 'es-AR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brandColours.brand,
  background_color: brandColours.background,
  icons: appIcons.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
} as const;
