/**
 * What every page's head needs beyond its own words (`PageMeta`), as plain data: no route table (a
 * remote's `PageMeta` bundles none; the shell provides each page its route's part) and no React (the
 * pages function imports the preview size before it loads React's production build).
 */
/** Open Graph's usual size (1.91:1). WhatsApp crops it towards the centre square, so the text sits there. */
export const previewImageSize = { width: 1200, height: 630 } as const;

/** What a document's <head> says of its link preview: the image (site-relative) and the image in words. */
export interface LinkPreview {
  image: string;
  alt: string;
}

/** What the shell tells a page about its route (`PageHeadProvider`). */
export interface PageHead {
  path: string;
  indexable: boolean;
  preview: LinkPreview;
}
