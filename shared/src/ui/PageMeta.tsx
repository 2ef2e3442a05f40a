import { contact } from '../contact.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
}

/**
 * Title, description and social-sharing tags of a page. React 19 hoists these into <head>.
 */
export function PageMeta({ title, description, image = '/og-image.png' }: PageMetaProps) {
  const fullTitle = title;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={contact.businessName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
