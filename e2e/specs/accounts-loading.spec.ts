/** mf-accounts loads only where it is used: its pages, and the navbar widget while a session exists. */
import { units, localUrl } from '@frio/tooling/units';
import { test, expect, mainHeading } from '../support/site.ts';
import { watchPageWork } from '../support/idle-work.ts';
import { accountWidget, signInAsDemoTechnician } from '../support/accounts-login.ts';

const accountsOrigin = localUrl(units.accounts.port).replace(/\/$/, '');

for (const path of ['/', '/productos', '/nosotros', '/calculadora-aire-acondicionado']) {
  test(`a visitor on ${path} downloads nothing from mf-accounts`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(accountsOrigin)) requests.push(request.url());
    });
    const work = watchPageWork(page);
    await page.goto(path);
    await mainHeading(page);
    await work.done();
    expect(requests).toEqual([]);
  });
}

test('with a session the widget (and only then) comes from mf-accounts', async ({ page }) => {
  await signInAsDemoTechnician(page, { returnTo: '/nosotros' });
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(accountsOrigin)) requests.push(request.url());
  });
  await page.reload();
  await expect(accountWidget(page)).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
});
