/**
 * Touches the document: the server-made listing's data block, which holds the rubro's first rows.
 */
import { useState } from 'react';
import { serverDataKey, useServerData } from '@frio/shared/server-data';
import { parseSnapshot, type ListingSnapshot } from './listing-snapshot.ts';

/** The attribute of the data block the page renders beside the snapshot's rows. */
export const SNAPSHOT_BLOCK = 'data-listing-snapshot';

/** The snapshot of `rubro` in the document this page takes over, if it holds one. */
function fromDocument(rubro: string): ListingSnapshot | null {
  const block = typeof document === 'undefined' ? null : document.querySelector(`script[${SNAPSHOT_BLOCK}]`);
  return block?.textContent ? parseSnapshot(block.textContent, rubro) : null;
}

/**
 * The rubro's first rows as the server-made document holds them: what the server read (its render), and
 * the document's data block when a visitor's page takes it over.
 */
export function useListingSnapshot(rubro: string): ListingSnapshot | null {
  const fromServer = useServerData<ListingSnapshot>(serverDataKey.listing(rubro)) ?? null;
  const [taken] = useState(() => (fromServer ? null : fromDocument(rubro)));
  return fromServer ?? taken;
}
