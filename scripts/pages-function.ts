/**
 * A local site (the bench's, the e2e suite's) is up only once the pages function renders for it. Two
 * ways it was not:
 *  - the Functions emulator opens its port before it has loaded `functions/dist`, and until then answers
 *    every address with 404 "Function southamerica-east1-pages does not exist" (a few seconds on a busy
 *    machine): a catalogue page asked for at once was a 404, though the database held it;
 *  - the function renders for the site fixed when it was built (`__FRIO_SITE_URL__`, from FRIO_SHELL_URL
 *    or the local shell port, so from FRIO_PORT_BASE): built with another base, it renders another
 *    site (another checkout's database) or nothing.
 */
import waitOn from 'wait-on';
import { localUrl, units } from '../tooling/src/units.ts';

/** A rubro every generated catalogue has (backend/src/catalogue-generator.ts). */
const probePath = 'productos/insumos/gas';

/**
 * Why a page the function answered shows it renders for another site than `site` (the origin its
 * document names, `<html data-site-origin>`), or undefined when it renders for `site`.
 */
export function otherSiteOf(html: string, site: string): string | undefined {
  const named = /<html[^>]*\sdata-site-origin="([^"]*)"/.exec(html)?.[1];
  const expected = new URL(site).origin;
  if (named === expected) return undefined;
  return (
    `the pages function renders for ${named ?? 'a site it does not name'}, not for ${expected}: ` +
    `build it again with this FRIO_PORT_BASE (${process.env.FRIO_PORT_BASE ?? 'unset'}): pnpm --filter functions build`
  );
}

/** Resolves once the shell's server answers a catalogue page with 200 through the function, for this site. */
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
