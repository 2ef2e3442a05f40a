import { contact } from '@frio/shared/contact';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, mainHeading } from '../support/site.ts';

const path = '/calculadora-aire-acondicionado';

interface Room {
  largo: string;
  ancho: string;
  altura: string;
  personas?: string;
  tipo?: string;
}

async function fillRoom(scope: Locator, room: Room) {
  await scope.getByLabel('Largo (m)').fill(room.largo);
  await scope.getByLabel('Ancho (m)').fill(room.ancho);
  await scope.getByLabel('Altura (m)').fill(room.altura);
  if (room.personas !== undefined) await scope.getByLabel('Personas').fill(room.personas);
  if (room.tipo) await scope.getByLabel('Tipo de ambiente').selectOption(room.tipo);
}

async function openCalculator(page: Page) {
  await page.goto(path);
  await expect(await mainHeading(page)).toHaveText('Calculadora de aire acondicionado');
  const main = page.getByRole('main');
  // Calcular (and Enter) work once the page has taken over; before, they do nothing (early-input.spec).
  await expect(main.getByRole('button', { name: 'Calcular' })).toBeEnabled();
  return { main, results: main.getByRole('region', { name: 'Potencia necesaria' }) };
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the result starts at 0, in Kcal/h, frigorías and watts, with no recommendations', async ({ page }) => {
  const { results } = await openCalculator(page);
  await expect(results.getByRole('term')).toHaveText(['Kcal/h', 'frigorías', 'watts']);
  await expect(results.getByRole('definition')).toHaveText(['0', '0', '0']);
  await expect(results.getByRole('list')).toHaveCount(0);
  await expect(results.getByRole('link')).toHaveCount(0);
});

test('a living room with comma decimals, submitted with Enter: 3.115 Kcal/h and models with web-search links', async ({
  page,
  consoleErrors,
}) => {
  const { main, results } = await openCalculator(page);
  // 4 × 5 × 2,6 × 50 + 150 × 2 + 215 = 3115 kcal/h; watts = 3115 ÷ 0,86 ≈ 3622
  await fillRoom(main, { largo: '4', ancho: '5', altura: '2,6', personas: '2', tipo: 'Living' });
  await main.getByLabel('Personas').press('Enter');
  await expect(results.getByRole('definition')).toHaveText(['3.115', '3.115', '3.622']);

  const models = results.getByRole('list').getByRole('link', { name: /\(buscar en la web\)/ });
  // Every catalogue model from 2615 to 3615 frigorías.
  await expect(models).toHaveText([
    /Midea Xtreme Save inverter 2700 frigorías/,
    /BGH Silent Air 3000 frigorías on\/off/,
    /Midea Xtreme Save 3000 frigorías on\/off/,
    /Surrey inverter 3000 frigorías/,
    /Surrey Pria 3000 frigorías on\/off/,
    /BGH Silent Air inverter 3010 frigorías/,
    /Midea Xtreme Save inverter 3200 frigorías/,
  ]);
  for (const link of await models.all()) {
    const name = (await link.textContent())!.replace(/\s*\(buscar en la web\).*$/, '').trim();
    await expect(link).toHaveAttribute('href', `https://www.google.com/search?q=${encodeURIComponent(name)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Beside it, Consultar asks the business on WhatsApp, the model and the need prefilled.
    const consult = link.locator('xpath=..').getByRole('link', { name: `Consultar ${name} por WhatsApp` });
    await expect(consult).toHaveText('Consultar');
    const href = new URL((await consult.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(contact.whatsappBase);
    expect(href.searchParams.get('text')).toBe(
      `¡Hola! Quisiera consultar por el equipo ${name}. Según la calculadora necesito unas 3.115 frigorías.`,
    );
  }
  // No custom-unit quote: models fit.
  await expect(results.getByRole('link', { name: /Pedí tu cotización|Consultanos/ })).toHaveCount(0);

  // A dot works as well as a comma; the Calcular button computes too.
  await main.getByLabel('Altura (m)').fill('2.6');
  await main.getByLabel('Tipo de ambiente').selectOption('Salón');
  await main.getByRole('button', { name: 'Calcular' }).click();
  // 2600 + 150 × 2 × 1,33 + 1290 = 4289
  await expect(results.getByRole('definition')).toHaveText(['4.289', '4.289', '4.987']);
  await expect(page.locator('body')).not.toContainText(/\bNaN\b|\bundefined\b/);
  expect(consoleErrors).toEqual([]);
});

test('each wrong field says what is wrong, keeps what was typed, and shows no result', async ({ page }) => {
  const { main, results } = await openCalculator(page);
  await fillRoom(main, { largo: '0', ancho: 'tres', altura: '260', personas: '2,5' });
  await main.getByRole('button', { name: 'Calcular' }).click();

  const largo = main.getByLabel('Largo (m)');
  await expect(largo).toBeFocused();
  await expect(largo).toHaveAttribute('aria-invalid', 'true');
  await expect(largo).toHaveAccessibleDescription(/El largo debe ser mayor que 0 m/);
  await expect(main.getByLabel('Ancho (m)')).toHaveAccessibleDescription(
    /El ancho debe ser un número en metros, por ejemplo 3,5/,
  );
  await expect(main.getByLabel('Altura (m)')).toHaveAccessibleDescription(
    /La altura no puede superar los 10 m: revisá que esté en metros/,
  );
  await expect(main.getByLabel('Personas')).toHaveAccessibleDescription(/número entero, sin decimales/);
  await expect(main.getByLabel('Ancho (m)')).toHaveValue('tres');
  await expect(main.getByLabel('Altura (m)')).toHaveValue('260');
  await expect(results.getByRole('definition')).toHaveText(['0', '0', '0']);

  // Empty fields are named too; fixing them computes.
  await fillRoom(main, { largo: '', ancho: '3', altura: '2,5', personas: '' });
  await main.getByLabel('Ancho (m)').press('Enter');
  await expect(main.getByLabel('Largo (m)')).toHaveAccessibleDescription(/Ingresá el largo del ambiente en metros/);
  await expect(main.getByLabel('Personas')).toHaveAccessibleDescription(/Ingresá cuántas personas/);
  await expect(main.getByLabel('Ancho (m)')).not.toHaveAttribute('aria-invalid');
  await fillRoom(main, { largo: '3', ancho: '3', altura: '2,5', personas: '0' });
  await main.getByLabel('Largo (m)').press('Enter');
  await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);
  // 3 × 3 × 2,5 × 50 + 301 = 1426: no model within 500 frigorías.
  await expect(results.getByRole('definition')).toHaveText(['1.426', '1.426', '1.658']);
});

test('with no model within 500 frigorías it says so and offers a custom unit by WhatsApp', async ({ page }) => {
  const { main, results } = await openCalculator(page);
  // 10 × 8 × 3 × 50 + 150 × 20 × 1,33 + 1290 = 17280
  await fillRoom(main, { largo: '10', ancho: '8', altura: '3', personas: '20', tipo: 'Salón' });
  await main.getByLabel('Altura (m)').press('Enter');
  await expect(results.getByRole('definition')).toHaveText(['17.280', '17.280', '20.093']);
  await expect(results).toContainText('No tenemos un equipo de catálogo que se ajuste a este resultado');
  await expect(results).toContainText('de 3.000 a 18.000 frigorías');
  await expect(results.getByRole('list')).toHaveCount(0);
  const whatsapp = results.getByRole('link', { name: /Pedí tu cotización por WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
  expect(text).toBe(
    '¡Hola! Quisiera pedir una cotización de un aire acondicionado a medida. Según la calculadora necesito unas 17.280 frigorías.',
  );
});

test('a tiny room gets no custom-unit pitch "de 3.000 a 18.000", but an offer to ask', async ({ page }) => {
  const { main, results } = await openCalculator(page);
  // 1 × 1 × 1 × 50 + 301 (Dormitorio) = 351 frigorías: far below the smallest custom unit.
  await fillRoom(main, { largo: '1', ancho: '1', altura: '1', personas: '0', tipo: 'Dormitorio' });
  await main.getByRole('button', { name: 'Calcular' }).click();
  await expect(results.getByRole('definition').first()).toHaveText('351');
  await expect(results).not.toContainText('3.000 a 18.000');
  await expect(results.getByRole('link', { name: /Consultanos por WhatsApp/ })).toBeVisible();
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  test('Calcular brings the result, under the form, into sight', async ({ page }) => {
    const { main, results } = await openCalculator(page);
    await fillRoom(main, { largo: '4,5', ancho: '3,5', altura: '2,7', personas: '3', tipo: 'Living-Comedor' });
    // Scrolled down just far enough to see Calcular, as after choosing the room type: the figures are below.
    const calcular = main.getByRole('button', { name: 'Calcular' });
    await calcular.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await expect(results.getByRole('definition').first()).not.toBeInViewport();
    await calcular.tap();
    await expect(results.getByRole('definition')).toHaveText(['2.834', '2.834', /^3\.29[56]$/]);
    for (const figure of await results.getByRole('definition').all()) await expect(figure).toBeInViewport();
  });
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`stale result at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('an edit after Calcular marks the result out of date until the next Calcular', async ({ page }) => {
      const { main, results } = await openCalculator(page);
      await fillRoom(main, { largo: '4', ancho: '5', altura: '2,6', personas: '2', tipo: 'Living' });
      await main.getByRole('button', { name: 'Calcular' }).click();
      const stale = results.getByText('Cambiaste los datos: tocá Calcular para actualizar el resultado.');
      await expect(results.getByRole('list')).toBeVisible();
      await expect(stale).toHaveCount(0);
      const before = await results.getByRole('definition').allTextContents();

      await main.getByLabel('Ancho (m)').fill('6');
      await expect(stale).toBeVisible();
      await expect(results.getByRole('definition')).toHaveText(before); // the old figures, marked
      await expect(results.locator('dl')).toHaveAttribute('data-stale', 'true');
      // No model or WhatsApp link quotes the earlier room's figure meanwhile.
      await expect(results.getByRole('link')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await results.screenshot({ path: test.info().outputPath(`stale-${viewport.width}.png`) });

      await main.getByRole('button', { name: 'Calcular' }).click();
      await expect(stale).toHaveCount(0);
      await expect(results.getByRole('definition')).not.toHaveText(before);
      await expect(results.getByRole('link', { name: /^Consultar / }).first()).toBeVisible();
    });
  });

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('axe finds no serious or critical violation with results and with errors', async ({ page }) => {
      const { main, results } = await openCalculator(page);
      await fillRoom(main, { largo: '4', ancho: '5', altura: '2,6', personas: '2', tipo: 'Living' });
      await main.getByRole('button', { name: 'Calcular' }).click();
      await expect(results.getByRole('list')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await fillRoom(main, { largo: '', ancho: 'x', altura: '0', personas: '-1' });
      await main.getByRole('button', { name: 'Calcular' }).click();
      await expect(main.locator('[aria-invalid="true"]')).toHaveCount(4);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`calculator-${viewport.width}.png`), fullPage: true });
    });
  });
}
