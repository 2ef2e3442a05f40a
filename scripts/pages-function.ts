/**
 * A local site (the bench's, the e2e suite's) is up only once the pages function renders for it:
 *  - the Functions emulator opens its port before it has loaded `functions/dist`, and until then answers
 *    every address with 404 (a few seconds on a busy machine);
 *  - the function renders for the site fixed when it was built (from FRIO_PORT_BASE): built with another
 *    base, it renders another site (another checkout's database) or nothing.
 */
import waitOn from 'wait-on';
import { localUrl, units } from '../tooling/src/units.ts';

/** A rubro every generated catalogue has (backend/src/catalogue-generator.ts). */
const probePath = 'productos/insumos/gas';

/** Why the page shows the function renders for another site than `site`, or undefined when it does not. */
export function otherSiteOf(html: string, site: string): string | undefined {
  const named = /<html[^>]*\sdata-site-origin="([^"]*)"/.exec(html)?.[1];
  const expected = new URL(site).origin;
  if (named === expected) return undefined;
  return (
    `the pages function renders for ${named ?? 'a site it does not name'}, not for ${expected}: ` +
    `build it again with this FRIO_PORT_BASE (${process.env.FRIO_PORT_BASE ?? 'unset'}): pnpm --filter functions build`
  );
}

export async function waitForPagesFunction(timeoutMs = 120_000): Promise<void> {
  const site = localUrl(units.shell.port);
  const page = `${site}${probePath}`;
  // http-get: a 404 (the function not loaded yet) is retried until a 200 or the timeout.
  await waitOn({
    resources: [page.replace(/^http/, 'http-get')],
    timeout: timeoutMs,
    interval: 500,
    simultaneous: 1,
  }).catch((error: unknown) => {
    throw new Error(
      `${page} never answered 200 through the pages function (${error instanceof Error ? error.message : error}); ` +
        'is functions/dist built (pnpm --filter functions build) for these ports?',
    );
  });
  const mismatch = otherSiteOf(await (await fetch(page)).text(), site);
  if (mismatch) throw new Error(mismatch);
}
