/**
 * The last good page of each address, in this instance's memory, answered when the database does not.
 * Kept for the pages asked for most, not the latest: a script asking for hundreds of distinct addresses
 * would otherwise push every page out just before an outage. The rubro listings are always kept; a new
 * address replaces the least asked-for page only when asked for more often. Counts are halved every few
 * thousand requests, so a page that stops being visited gives way in time.
 */
import { rubroPaths } from '@frio/renderer/site-documents';

export interface LastGood {
  get(url: string): string | undefined;
  set(url: string, body: string): void;
}

export interface LastGoodOptions {
  /** How many pages beside the `kept` ones. */
  limit?: number;
  /** Addresses kept whatever their count. */
  kept?: (url: string) => boolean;
}

const listings = new Set(rubroPaths());
const isListing = (url: string) => listings.has(url);

export function lastGoodPages({ limit = 500, kept = isListing }: LastGoodOptions = {}): LastGood {
  const always = new Map<string, string>();
  // In order of their last render: among equally asked-for pages the one rendered longest ago goes first.
  const pages = new Map<string, string>();
  const asked = new Map<string, number>();
  // Enough counts to tell a page asked for twice from a one-off among many addresses.
  const tracked = limit * 8;
  let sinceHalving = 0;

  const count = (url: string) => asked.get(url) ?? 0;
  function ask(url: string) {
    asked.set(url, count(url) + 1);
    sinceHalving += 1;
    if (sinceHalving < tracked && asked.size <= tracked) return;
    sinceHalving = 0;
    for (const [key, n] of asked) {
      const half = Math.floor(n / 2);
      // A kept page keeps a count of at least 1: the next one-off does not outrank it.
      if (half > 0 || pages.has(key)) asked.set(key, Math.max(half, 1));
      else asked.delete(key);
    }
  }

  /** The kept page asked for least (the one rendered longest ago among those). */
  function leastAsked(): [string, number] | undefined {
    let least: [string, number] | undefined;
    for (const key of pages.keys()) {
      const n = count(key);
      if (!least || n < least[1]) least = [key, n];
    }
    return least;
  }

  return {
    get(url) {
      if (always.has(url)) return always.get(url);
      ask(url);
      return pages.get(url);
    },
    set(url, body) {
      if (kept(url)) {
        always.set(url, body);
        return;
      }
      ask(url);
      if (!pages.has(url) && pages.size >= limit) {
        const least = leastAsked();
        if (!least || least[1] >= count(url)) return;
        pages.delete(least[0]);
      }
      pages.delete(url);
      pages.set(url, body);
    },
  };
}
