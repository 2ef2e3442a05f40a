import { contact } from '../contact.ts';
import { siteOrigin } from '../site-origin.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute or site-relative image for social cards (1200×630). */
  image?: string;
}

/**
 * Title, description and social-sharing tags of a page. React 19 hoists these into <head>; the
 * prerender puts them in each route's HTML, where link-preview crawlers read them (they run no
 * JavaScript). The image URL is absolute on the site's origin, as Open Graph requires.
 */
export function PageMeta({ title, description, image = '/og-image.png' }: PageMetaProps) {
  const fullTitle = title;
  const imageUrl = new URL(image, siteOrigin()).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={contact.businessName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
