import { contact } from '../business/contact.ts';

export interface PageMetaProps {
  title: string;
  description: string;
}

/**
 * Title, description and social-sharing tags of a page. React 19 hoists these into <head>; the
 * prerender puts them in each route's HTML, where link-preview crawlers read them (they run no
 * JavaScript). The preview image, like the canonical URL, follows from the document's path and is added
 * by the prerender (`documentHeadTags`, `@frio/shared/link-previews`).
 */
export function PageMeta({ title, description }: PageMetaProps) {
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
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
