import { jsonLdText } from '../business/structured-data.ts';

/** A schema.org JSON-LD block (in the page's HTML, prerendered; a data block, not a script that runs). */
export function JsonLd({ data }: { data: { [key: string]: unknown } }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
