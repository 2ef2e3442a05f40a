import { test, expect, mainHeading } from '../support/site.ts';

/** Firebase SDK code identifies itself with these strings; none may reach a page that does not use data. */
const firebaseMarkers = ['@firebase/app', '@firebase/database', '@firebase/auth', 'firebase-config.json'];

for (const path of ['/', '/productos', '/contacto']) {
  test(`${path} requests no Firebase code or config`, async ({ page }) => {
    const offenders: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (url.includes('firebase-config.json')) offenders.push(url);
      if (!url.endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (firebaseMarkers.some((marker) => body.includes(marker))) offenders.push(url);
    });
    await page.goto(path);
    await mainHeading(page);
    await page.waitForLoadState('networkidle');
    expect(offenders).toEqual([]);
  });
}
