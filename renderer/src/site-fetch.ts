/** Reading from the site the prerender renders (local or deployed). */

export async function readText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export async function readBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The origin the documents name (canonical, Open Graph, sitemap): --origin, else /site.json, else the site's. */
export async function siteOrigin(site: string, given: string | undefined): Promise<string> {
  if (given) return new URL(given).origin;
  try {
    const { origin } = JSON.parse(await readText(new URL('/site.json', site).href)) as { origin?: string };
    if (origin) return new URL(origin).origin;
  } catch {
    // no site.json: the site's own origin
  }
  return new URL(site).origin;
}
