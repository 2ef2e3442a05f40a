import { contact } from '../business/contact.ts';
import { siteOrigin } from '../site/site-origin.ts';
import { createContext, useContext, type Context } from 'react';
import { previewImageSize, type LinkPreview, type PageHead } from '../site/page-head.ts';

// On globalThis: the shell and every unit bundle their own copy of this module, and share one context.
const headKey = Symbol.for('frio.page-head');
const registry = globalThis as { [headKey]?: Context<PageHead | undefined> };
const headContext = (registry[headKey] ??= createContext<PageHead | undefined>(undefined));

/**
 * The shell's, around every page: its path, whether its route is indexed and its family's link preview,
 * from the route table a remote does not bundle. A remote's standalone page has none: its head names its
 * own path, no preview, and is not indexed (it is not the public site).
 */
export const PageHeadProvider = headContext.Provider;

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own address when the one asked for is another (a product's short address); else the path. */
  path?: string;
  /** Its own link preview (a product's image); else its route family's (`PageHeadProvider`). */
  preview?: LinkPreview;
  /** An error or not-found screen: noindex, and no address or preview of its own. */
  error?: boolean;
}

/**
 * Every tag of a page's <head>. React 19 hoists them into <head> on the server and in the browser alike;
 * link-preview crawlers read them from the served HTML (they run no JavaScript). URLs are absolute on the
 * site's configured origin, as Open Graph requires.
 */
export function PageMeta({ title, description, path, preview, error = false }: PageMetaProps) {
  const route = useContext(headContext);
  const own = path ?? route?.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const url = new URL(own, siteOrigin()).href;
  const shown = preview ?? route?.preview;
  const imageUrl = shown && new URL(shown.image, siteOrigin()).href;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {!error && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="es_AR" />
      <meta property="og:site_name" content={contact.businessName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!error && <meta property="og:url" content={url} />}
      {!error && shown && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(previewImageSize.width)} />
          <meta property="og:image:height" content={String(previewImageSize.height)} />
          <meta property="og:image:alt" content={shown.alt} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {!error && shown && (
        <>
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={shown.alt} />
        </>
      )}
      {(error || !route?.indexable) && <meta name="robots" content="noindex" />}
    </>
  );
}
