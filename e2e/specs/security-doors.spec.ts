/**
 * The smaller doors of issue 38 §4, tried in the browser as an attacker would lead a visitor through
 * them: a return path that normalises to another site.
 */
import { test, expect } from '../support/site.ts';
import { accountWidget, demoTechnician } from '../support/accounts-login.ts';

test.describe('the return path after signing in', () => {
  // Each of these normalises to `//evil.example` (another site) in the URL parser.
  for (const next of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example']) {
    test(`?next=${next} is dropped: the visitor lands on /productos, with no error`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/login?next=${next}`);
      const form = page.getByRole('form', { name: 'Ingresar' });
      await form.getByLabel('Email').fill(demoTechnician.email);
      await form.getByLabel('Contraseña').fill(demoTechnician.password);
      await form.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).toHaveURL('/productos');
      await expect(accountWidget(page)).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/external navigation/i);
      expect(consoleErrors.filter((text) => /external navigation/i.test(text))).toEqual([]);
    });
  }
});
