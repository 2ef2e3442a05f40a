/**
 * The last page each address was answered with (200 only), kept in this instance's memory, so a render
 * the database cannot feed answers the last good page instead of an error. Bounded: the least recently
 * used entry goes first.
 */
export interface LastGood {
  get(url: string): string | undefined;
  set(url: string, body: string): void;
}

export function lastGoodPages(limit = 500): LastGood {
  const pages = new Map<string, string>();
  return {
    get(url) {
      const body = pages.get(url);
      if (body !== undefined) {
        pages.delete(url);
        pages.set(url, body);
      }
      return body;
    },
    set(url, body) {
      pages.delete(url);
      pages.set(url, body);
      if (pages.size > limit) pages.delete(pages.keys().next().value!);
    },
  };
}
