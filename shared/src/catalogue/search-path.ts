/** The site search's results page: `/buscar`, or `/buscar?q=…` for a text. */
export const SEARCH_PATH = '/buscar';

export function searchHref(text: string): string {
  const q = text.trim();
  return q === '' ? SEARCH_PATH : `${SEARCH_PATH}?${new URLSearchParams({ q })}`;
}
