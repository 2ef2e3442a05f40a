/** Where the page is scrolled, and the round trip of a visitor who leaves a scrolled /faq and comes back. */
import type { Page } from '@playwright/test';
import { expect } from './site.ts';

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** From /faq scrolled to `y`: the navbar's Contacto opens at the top, and Back returns to `y`. */
export async function toContactoAndBack(page: Page, y: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Contacto', exact: true })
    .click();
  await expect(page).toHaveURL('/contacto');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/faq');
  await expect.poll(() => scrollY(page)).toBe(y);
}
