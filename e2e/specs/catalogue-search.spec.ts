/**
 * Search that finds what people type: accents, case, punctuation and word order
 * do not matter, and the code and article number printed on a card find it. The expected items are
 * worked out here from the demo catalogue with a plain fold (no accents, lower case), independently of
 * the listing's own code.
 */
import { test, expect } from '../support/site.ts';
import {
  catalogueItems,
  expectedProducts,
  listingPath,
  listingSummary,
  waitForRows,
} from '../support/catalogue-helpers.ts';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const results = (count: number) => `${count} ${count === 1 ? 'resultado' : 'resultados'}`;

for (const { rubro, typed, words } of [
  { rubro: 'valv', typed: 'válvula', words: ['valvula'] },
  // "aislación" has synonyms (sinonimos.json): armaflex, aislante, aislamiento.
  { rubro: 'arma', typed: 'aislación', words: ['aislacion|armaflex|aislante|aislamiento'] },
  { rubro: 'cobre', typed: 'cano', words: ['cano'] },
  { rubro: 'gas', typed: 'R-22', words: ['r22'] },
  { rubro: 'gas', typed: 'r 22', words: ['r22'] },
  { rubro: 'motoc', typed: 'motocompresor 1/2', words: ['motocompresor', '1/2'] },
  { rubro: 'motoc', typed: '1/2 MOTOCOMPRESOR', words: ['motocompresor', '1/2'] },
]) {
  test(`"${typed}" in ${rubro} finds every name with ${words.join(' + ')}`, async ({ page }) => {
    const expected = expectedProducts(rubro).filter((product) => {
      const name = fold(product.nombre).replace(/-/g, '');
      return words.every((word) => word.split('|').some((synonym) => name.includes(synonym)));
    });
    expect(expected.length).toBeGreaterThan(0);
    await page.goto(listingPath(rubro));
    await waitForRows(page);
    await page.getByRole('searchbox', { name: 'Buscar productos' }).fill(typed);
    await expect(listingSummary(page)).toHaveText(results(expected.length));
  });
}

test('the code and the article number printed on a card find it, and the box says so', async ({ page }) => {
  const cobre = expectedProducts('cobre');
  const product = cobre.find((p) => p.codigo && cobre.filter((other) => other.codigo === p.codigo).length === 1)!;
  await page.goto(listingPath('cobre'));
  await waitForRows(page);
  const search = page.getByRole('searchbox', { name: 'Buscar productos' });
  await expect(search).toHaveAccessibleDescription('Buscá por nombre, código o artículo');
  await expect(page.getByText('Buscá por nombre, código o artículo')).toBeVisible();

  await search.fill(product.codigo);
  await expect(catalogueItems(page)).toHaveCount(1);
  await expect(catalogueItems(page).first()).toContainText(product.codigo);

  await search.fill(product.id);
  const sameDigitsInName = cobre.filter((p) => p.nombre.includes(product.id)).length;
  await expect(catalogueItems(page)).toHaveCount(1 + sameDigitsInName);
  await expect(catalogueItems(page).filter({ hasText: product.codigo })).toHaveCount(1);
});
