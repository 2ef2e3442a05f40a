import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';

/**
 * Firebase SDK code identifies itself with these strings: none may reach a page that does not use data,
 * nor may the deploy's Firebase config. (The site's own small client module may: the idle prefetch runs
 * the rubro listing's module, which shares it.)
 */
const firebaseMarkers = ['@firebase/app', '@firebase/database', '@firebase/auth'];

for (const path of ['/', '/productos', '/contacto']) {
  test(`${path} requests no Firebase SDK or config`, async ({ page }) => {
    const offenders: string[] = [];
    const work = watchPageWork(page);
    work.onResponse(async (response) => {
      const url = response.url();
      if (url.includes('firebase-config.json')) offenders.push(url);
      if (!url.endsWith('.js')) return;
      const body = await response.text();
      if (firebaseMarkers.some((marker) => body.includes(marker))) offenders.push(url);
    });
    await page.goto(path);
    await mainHeading(page);
    await work.done();
    expect(offenders).toEqual([]);
  });
}
