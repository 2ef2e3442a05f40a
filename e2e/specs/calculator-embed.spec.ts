import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { localUrl, partnerDemoPort } from '@frio/tooling/units';
import { test, expect } from '../support/site.ts';

/** The demo partner page (its own origin) with hostile global CSS and the one-script, one-element snippet. */
const partnerUrl = localUrl(partnerDemoPort);
const embedScript = '**/embed/frio-calculadora.js';

/** Partner elements whose computed styles must not change when the embed loads. */
const partnerElements = [
  'body',
  '.partner-header',
  '.partner-title',
  '.partner-nav a',
  '.partner-intro',
  '.partner-card',
  'label[for="newsletter"]',
  '#newsletter',
  '.partner-cta',
  '#calculadora',
];
const properties = [
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'background-color',
  'display',
  'margin',
  'padding',
  'border',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'box-sizing',
  'width',
  'list-style',
];

async function partnerStyles(page: Page) {
  return page.evaluate(
    ({ selectors, props }) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return { selector, missing: true };
        const style = getComputedStyle(element);
        return { selector, ...Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)])) };
      }),
    { selectors: partnerElements, props: properties },
  );
}

async function openPartner(page: Page) {
  await page.goto(partnerUrl);
  const embed = page.locator('frio-calculadora');
  await expect(embed.getByRole('heading', { name: 'Calculadora de aire acondicionado' })).toBeVisible();
  return { embed, results: embed.getByRole('region', { name: 'Potencia necesaria' }) };
}

async function fillRoom(
  scope: Locator,
  room: { largo: string; ancho: string; altura: string; personas: string; tipo: string },
) {
  await scope.getByLabel('Largo (m)').fill(room.largo);
  await scope.getByLabel('Ancho (m)').fill(room.ancho);
  await scope.getByLabel('Altura (m)').fill(room.altura);
  await scope.getByLabel('Personas').fill(room.personas);
  await scope.getByLabel('Tipo de ambiente').selectOption(room.tipo);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the partner page keeps its own styles when the embed loads', async ({ page, context }) => {
  // Baseline: the same page with the embed script blocked, in another tab.
  const bare = await context.newPage();
  await bare.route(embedScript, (route) => route.abort());
  await bare.goto(partnerUrl);
  await expect(bare.getByRole('heading', { name: 'Climatización del Litoral' })).toBeVisible();
  const before = await partnerStyles(bare);
  await bare.close();

  await openPartner(page);
  expect(await partnerStyles(page)).toEqual(before);
  // The hostile CSS is really there: the partner's own button is hidden, its text is red Comic Sans.
  await expect(page.locator('.partner-cta')).toBeHidden();
  expect(before.find((entry) => entry.selector === '.partner-title')).toMatchObject({
    color: 'rgb(255, 0, 0)',
    'font-family': expect.stringContaining('Comic Sans'),
  });
});

test('the calculation works inside the partner page, untouched by its CSS, with a clean console', async ({
  page,
  consoleErrors,
}) => {
  const { embed, results } = await openPartner(page);
  const button = embed.getByRole('button', { name: 'Calcular' });
  await expect(button).toBeVisible();
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, color: style.color, fontSize: style.fontSize, transform: style.textTransform };
  });
  expect(look.font).not.toMatch(/Comic Sans/);
  expect(look.color).toBe('rgb(255, 255, 255)');
  expect(look.fontSize).toBe('16px');
  expect(look.transform).toBe('none');
  const input = await embed.getByLabel('Largo (m)').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      width: element.getBoundingClientRect().width,
      border: style.borderTopStyle,
      background: style.backgroundColor,
      fontSize: style.fontSize,
    };
  });
  expect(input.width).toBeGreaterThan(100);
  expect(input).toMatchObject({ border: 'solid', background: 'rgb(255, 255, 255)', fontSize: '16px' });

  await fillRoom(embed, { largo: '4', ancho: '5', altura: '2,6', personas: '2', tipo: 'Living' });
  await embed.getByLabel('Personas').press('Enter');
  await expect(results.getByRole('definition')).toHaveText(['3.115', '3.115', '3.622']);
  // Seven models, each with its web search and its Consultar (WhatsApp, tagged with the partner's campaign).
  await expect(results.getByRole('list').getByRole('link', { name: /\(buscar en la web\)/ })).toHaveCount(7);
  await expect(results.getByRole('list').getByRole('link', { name: /^Consultar / })).toHaveCount(7);
  await expect(results.getByRole('link', { name: /^Surrey inverter 3000 frigorías/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/search\?q=/,
  );
  await expect(
    results.getByRole('link', { name: /^Consultar Surrey inverter 3000 frigorías por WhatsApp/ }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*3\.115%20frigor%C3%ADas\.%0A%0ARef\.%20/);
  // What only a screen reader reads takes no room on screen, as on the site.
  const spoken = embed.getByText('(se abre en otra pestaña)');
  await expect.poll(() => spoken.count()).toBeGreaterThan(7);
  for (const words of await spoken.all()) expect(await words.boundingBox()).toMatchObject({ width: 1, height: 1 });
  const valueColor = await results
    .getByRole('definition')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(valueColor).not.toBe('rgb(255, 0, 0)');

  // Errors work in the shadow root too.
  await embed.getByLabel('Altura (m)').fill('0');
  await button.click();
  await expect(embed.getByLabel('Altura (m)')).toHaveAccessibleDescription(/La altura debe ser mayor que 0 m/);
  await expect(embed.getByLabel('Altura (m)')).toBeFocused();

  await page.screenshot({ path: test.info().outputPath('partner.png'), fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test('the WhatsApp custom quote keeps the visitor text clean and carries the campaign as a reference code', async ({
  page,
}) => {
  const { embed, results } = await openPartner(page);
  await fillRoom(embed, { largo: '10', ancho: '8', altura: '3', personas: '20', tipo: 'Salón' });
  await embed.getByRole('button', { name: 'Calcular' }).click();
  const whatsapp = results.getByRole('link', { name: /Pedí tu cotización por WhatsApp/ });
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
  expect(text).toBe(
    '¡Hola! Quisiera pedir una cotización de un aire acondicionado a medida. Según la calculadora necesito unas 17.280 frigorías.\n\nRef. CLIMATIZACIO',
  );
  expect(text).not.toContain('climatizacion-litoral');

  // Attributes are live: another campaign re-renders the link.
  await embed.evaluate((element) => element.setAttribute('campaign', 'otra-campania'));
  await expect(whatsapp).toHaveAttribute('href', /Ref\.%20OTRACAMPANIA$/);
});

test('the embed credits Frío Entre Ríos with a small styled link to the site', async ({ page }) => {
  const { embed } = await openPartner(page);
  const credit = embed.getByRole('link', { name: /Frío Entre Ríos/ });
  await expect(credit).toBeVisible();
  expect(new URL((await credit.getAttribute('href'))!).pathname).toBe('/');
  await expect(credit).toHaveAttribute('target', '_blank');
  // Styled by the embed, not by the partner's hostile CSS (red, Comic Sans, 900 weight).
  const style = await credit.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { color: computed.color, font: computed.fontFamily, size: parseFloat(computed.fontSize) };
  });
  expect(style.color).not.toBe('rgb(255, 0, 0)');
  expect(style.font).not.toMatch(/Comic/);
  expect(style.size).toBeLessThanOrEqual(14);
  await credit.screenshot({ path: test.info().outputPath('credit.png') });
});

test('the compact attribute stacks the result under the form', async ({ page }) => {
  const { embed, results } = await openPartner(page);
  const form = embed.getByRole('form', { name: 'Datos del ambiente' });
  const side = [await form.boundingBox(), await results.boundingBox()];
  expect(side[1]!.x).toBeGreaterThan(side[0]!.x + side[0]!.width - 1);
  await embed.evaluate((element) => element.setAttribute('compact', ''));
  await expect(async () => {
    const [f, r] = [await form.boundingBox(), await results.boundingBox()];
    expect(r!.y).toBeGreaterThanOrEqual(f!.y + f!.height);
  }).toPass();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds no serious or critical violation in the embed at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { embed, results } = await openPartner(page);
    await fillRoom(embed, { largo: '4', ancho: '5', altura: '2,6', personas: '2', tipo: 'Living' });
    await embed.getByRole('button', { name: 'Calcular' }).click();
    await expect(results.getByRole('list')).toBeVisible();
    const analysis = await new AxeBuilder({ page }).include('frio-calculadora').analyze();
    const serious = analysis.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

/** The computed look of a primary button and a text field, as a visitor sees it. */
async function formLook(button: Locator, field: Locator) {
  const pick = async (element: Element, props: string[]) => {
    // A colour still easing in (the button's transition from its disabled look) is not its look yet.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    return Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]));
  };
  return {
    button: await button.evaluate(pick, [
      'background-color',
      'color',
      'border-radius',
      'min-height',
      'font-weight',
      'font-size',
    ]),
    field: await field.evaluate(pick, [
      'border-top-color',
      'border-top-width',
      'border-radius',
      'min-height',
      'background-color',
      'font-size',
    ]),
  };
}

test('the primary button and the fields look the same inside the shadow root as on the site (one style)', async ({
  page,
}) => {
  await page.goto('/login');
  const login = page.getByRole('form', { name: 'Ingresar' });
  // Until its page has hydrated the button is disabled (its busy colour): compare the ready button.
  await expect(login.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  const onSite = await formLook(login.getByRole('button', { name: 'Ingresar' }), login.getByLabel('Email'));
  const { embed } = await openPartner(page);
  const inEmbed = await formLook(embed.getByRole('button', { name: 'Calcular' }), embed.getByLabel('Largo (m)'));
  expect(inEmbed).toEqual(onSite);
  expect(onSite.button['background-color']).not.toBe('rgba(0, 0, 0, 0)');
  expect(Number.parseFloat(onSite.field['min-height'] ?? '')).toBeGreaterThanOrEqual(44);
});
