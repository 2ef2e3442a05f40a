/**
 * Touches the document (the prerendered listing's data block) and, in the prerender's browser only, the
 * database through the product source: the snapshot of a rubro's first rows that the page starts from.
 */
import { use, useState } from 'react';
import { isPrerendering } from '@frio/shared/prerender';
import { parseSnapshot, type ListingSnapshot } from './listing-snapshot.ts';
import type { ProductSource } from './product-source.ts';

/** The attribute of the data block the page renders beside the snapshot's rows. */
export const SNAPSHOT_BLOCK = 'data-listing-snapshot';

/** In the prerender: each rubro's snapshot, read once (React's static renderer waits for it). */
const prerenderReads = new Map<string, Promise<ListingSnapshot | null>>();

function readForPrerender(rubro: string, source: ProductSource): Promise<ListingSnapshot | null> {
  let read = prerenderReads.get(rubro);
  if (!read) {
    read = source.preview(rubro).then(
      (preview) =>
        preview && preview.updatedAt !== null
          ? { rubro, items: preview.items, total: preview.total, updatedAt: preview.updatedAt }
          : null,
      (error: unknown) => {
        // The document then holds the spinner, as for a database without first pages.
        console.warn(`[catalogue] no snapshot of ${rubro} in its document`, error);
        return null;
      },
    );
    prerenderReads.set(rubro, read);
  }
  return read;
}

/** The snapshot of `rubro` in the document this page takes over, if it holds one. */
function fromDocument(rubro: string): ListingSnapshot | null {
  const block = typeof document === 'undefined' ? null : document.querySelector(`script[${SNAPSHOT_BLOCK}]`);
  return block?.textContent ? parseSnapshot(block.textContent, rubro) : null;
}

/**
 * The rubro's first rows as the prerendered document holds them: read from the database while
 * prerendering (the render waits), and from the document when a visitor's page takes it over.
 */
export function useListingSnapshot(rubro: string, source: ProductSource): ListingSnapshot | null {
  const prerendered = isPrerendering() ? use(readForPrerender(rubro, source)) : null;
  const [taken] = useState(() => (prerendered ? null : fromDocument(rubro)));
  return prerendered ?? taken;
}
