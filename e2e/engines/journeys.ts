/**
 * The visitor's core journeys, written once for every engine (browsers.ts). Each step acts as a visitor
 * does (the engine's own clicks and keys) and waits for what the visitor would see; page scripts only
 * read the page. Expectations are about behaviour (every result matches the search, prices are in
 * order, the WhatsApp message names what was added), not the demo data, which the Playwright suite
 * checks in detail in Chromium.
 */
import path from 'node:path';
import type { Tab } from './browsers.ts';

interface Visit {
  tab: Tab;
  /** The shell's URL, ending in `/`. */
  site: string;
  width: number;
  /** Writes a screenshot named `name` (the runner puts engine and width in the file name). */
  shoot(name: string): Promise<void>;
}

export interface Journey {
  name: string;
  /** Run in a tab whose documents' scripts do not run. */
  withoutScripts?: boolean;
  run(visit: Visit): Promise<void>;
}

/** Page-script helpers, prepended to every script the journeys run (function declarations only). */
const helpers = `
function visible(element) {
  return !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]');
}
function name(element) {
  return (element.getAttribute('aria-label') || element.textContent || '').replace(/\\s+/g, ' ').trim();
}
function find(selector, text) {
  return [...document.querySelectorAll(selector)].find((element) => visible(element) && (text == null || name(element) === text)) || null;
}
function interactive(element) {
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
function stable(element) {
  // A transition that has not painted a frame yet (WebKit under load) leaves the box where it starts.
  for (let e = element; e && e.getAnimations; e = e.parentElement) if (e.getAnimations().some((a) => a.playState === 'running')) return false;
  const box = element.getBoundingClientRect();
  const key = [box.x, box.y, box.width, box.height].join();
  const same = element.__frioEnginesBox === key;
  element.__frioEnginesBox = key;
  return same;
}
function byLabel(text) {
  const label = [...document.querySelectorAll('main label')].find((item) => item.textContent.trim() === text);
  return label ? label.control : null;
}
function items() {
  return [...document.querySelectorAll('main ul[aria-label="Productos"] > li')];
}
function heading() {
  const h1 = document.querySelector('main h1');
  return visible(h1) ? h1.textContent.trim() : '';
}
function fold(text) {
  return text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
}
`;

const script = (body: string) => `${helpers}\n${body}`;

/** Where the page is and what has the focus: said with a wait that ran out. */
const pageState = `const e = document.activeElement;
return 'en ' + location.pathname + location.search + ', foco en ' + (e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('role') ? '[role=' + e.getAttribute('role') + ']' : '') : 'nada');`;

async function waitFor<T>(tab: Tab, what: string, body: string, ...args: unknown[]): Promise<T> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    try {
      last = await tab.run<T>(script(body), ...args);
      if (last) return last as T;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) {
      const where = await tab.run<string>(pageState).catch(() => 'sin respuesta');
      throw new Error(`esperando ${what} (última respuesta: ${JSON.stringify(last)}; ${where})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Clicks the visible element `selector` (with that accessible name), once React handles it and it has
 * stopped moving (a panel sliding in).
 */
async function click(tab: Tab, selector: string, text?: string, { react = true } = {}) {
  const what = `${selector}${text ? ` «${text}»` : ''}`;
  await waitFor(
    tab,
    `${what} visible${react ? ' y activo' : ''}`,
    `const e = find(arguments[0], arguments[1]); return !!e && (!arguments[2] || interactive(e)) && stable(e);`,
    selector,
    text,
    react,
  );
  await tab.click(script('return find(arguments[0], arguments[1]);'), selector, text);
}

async function expectHeading(tab: Tab, expected: string | RegExp) {
  const test =
    typeof expected === 'string' ? `heading() === ${JSON.stringify(expected)}` : `${expected}.test(heading())`;
  await waitFor(tab, `el título ${String(expected)}`, `return ${test};`);
}

async function expectPath(tab: Tab, expected: string | RegExp) {
  const test =
    typeof expected === 'string'
      ? `location.pathname === ${JSON.stringify(expected)}`
      : `${expected}.test(location.pathname + location.search)`;
  await waitFor(tab, `la dirección ${String(expected)}`, `return ${test};`);
}

/** The rows of the listing, read: article, name and price. */
const readRows = `return items().map((item) => ({
  id: (/Artículo:?\\s*(\\d+)/.exec(item.textContent) || [])[1] || '',
  name: (item.querySelector('h2') || item).textContent.trim(),
  price: Number(((/\\$\\s?([\\d.]+)/.exec(item.textContent) || [])[1] || 'NaN').replace(/\\./g, '')),
}));`;
interface Row {
  id: string;
  name: string;
  price: number;
}

/** Clicks a link to `href` that a visitor can see: in the navbar, in the phone's menu once opened, or on the page. */
async function followLink(tab: Tab, href: string) {
  const selector = `a[href="${href}"]`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const next = await tab.run<string>(
      script(`const link = find(arguments[0]);
        if (link && stable(link)) return 'link';
        const menu = find('header button[data-nav="menu"]');
        return menu && menu.getAttribute('aria-expanded') !== 'true' && interactive(menu) && stable(menu) ? 'menu' : '';`),
      selector,
    );
    if (next === 'link') return tab.click(script('return find(arguments[0]);'), selector);
    if (next === 'menu') await tab.click(script('return find(\'header button[data-nav="menu"]\');'));
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no hay un enlace visible a ${href}`);
}

const listing = '/productos/insumos/cobre';

export const journeys: Journey[] = [
  {
    name: 'inicio',
    async run({ tab, site, shoot }) {
      await tab.goto(site);
      await waitFor(tab, 'el título del inicio', 'return heading() !== "";');
      await waitFor(tab, 'la barra activa', 'return interactive(document.querySelector("header button"));');
      await shoot('inicio');
    },
  },
  {
    name: 'listado: búsqueda y orden',
    async run({ tab, site, shoot }) {
      await tab.goto(new URL(listing, site).href);
      await expectHeading(tab, 'Cobre');
      await waitFor(
        tab,
        'las filas',
        'return items().length >= 25 && !document.querySelector("main [aria-busy=true]");',
      );
      await shoot('listado');
      const all = await tab.run<Row[]>(script(readRows));
      await click(tab, 'main input[type=search]');
      await tab.keys('capilar');
      const found = await waitFor<Row[]>(
        tab,
        'sólo resultados con «capilar»',
        `const rows = (${'() => {' + readRows + '}'})();
         const status = find('main [role=status]');
         return status && /\\d+ resultados?/.test(status.textContent) && rows.length > 0 && rows.every((row) => fold(row.name).includes('capilar')) ? rows : null;`,
      );
      if (found.length >= all.length) throw new Error(`la búsqueda no filtró: ${found.length} de ${all.length}`);
      await click(tab, 'main button', 'Filtrar');
      await click(tab, 'main button', 'Ordenar por Precio');
      await click(tab, 'main button', 'Mayor Precio');
      await click(tab, 'main button', 'Aplicar Filtro');
      await waitFor(
        tab,
        'los resultados de mayor a menor precio',
        `const prices = (${'() => {' + readRows + '}'})().map((row) => row.price);
         return prices.length === ${found.length} && prices.every((price, i) => i === 0 || prices[i - 1] >= price) && prices.join() !== ${JSON.stringify(found.map((row) => row.price).join())};`,
      );
    },
  },
  {
    name: 'página de un producto',
    async run({ tab, site }) {
      await tab.goto(new URL(listing, site).href);
      await waitFor(tab, 'las filas', 'return items().length > 0;');
      const first = await waitFor<Row>(tab, 'la primera fila', `return (${'() => {' + readRows + '}'})()[0];`);
      await click(tab, 'main ul[aria-label="Productos"] h2 a', first.name);
      await expectPath(tab, /^\/producto\/\d+-/);
      await waitFor(tab, `el producto ${first.name}`, 'return fold(heading()) === fold(arguments[0]);', first.name);
      await waitFor(
        tab,
        `su artículo ${first.id}`,
        'return document.querySelector("main").textContent.includes(arguments[0]);',
        first.id,
      );
    },
  },
  {
    name: 'búsqueda de la barra',
    async run({ tab, site }) {
      await tab.goto(new URL('/nosotros', site).href);
      await expectHeading(tab, /./);
      // On a phone the field is behind the navbar's search button.
      if (!(await tab.run<boolean>(script('return !!find("#buscar-navbar");'))))
        await click(tab, 'header button[aria-controls="buscar-navbar-fila"]');
      await click(tab, '[data-nav="buscar"] input', undefined, { react: false });
      await waitFor(
        tab,
        'el buscador del catálogo con el foco',
        'const e = document.activeElement; return !!e && e.getAttribute("role") === "combobox" && !!e.closest("[data-nav=buscar]");',
      );
      await tab.keys('capilar');
      await waitFor(
        tab,
        'opciones con «capilar»',
        'const options = [...document.querySelectorAll("header [role=listbox] [role=option]")]; return options.length > 0 && options.every((option) => fold(option.textContent).includes("capilar"));',
      );
      await tab.enter();
      await expectPath(tab, /^\/buscar\?q=capilar$/);
      await expectHeading(tab, /./);
      await waitFor(
        tab,
        'resultados en /buscar',
        'return [...document.querySelectorAll("main a[href^=\'/producto/\']")].some((a) => fold(a.textContent).includes("capilar"));',
      );
    },
  },
  {
    name: 'presupuesto y WhatsApp',
    async run({ tab, site, shoot }) {
      await tab.goto(site);
      // Leaving a page whose modules are still loading makes Firefox reject their imports (a report).
      await waitFor(tab, 'la barra activa', 'return interactive(document.querySelector("header button"));');
      await tab.run('localStorage.clear();');
      await tab.goto(new URL(listing, site).href);
      const rows = await waitFor<Row[]>(
        tab,
        'dos filas',
        `const rows = (${'() => {' + readRows + '}'})(); return rows.length >= 2 && rows;`,
      );
      for (const row of rows.slice(0, 2)) {
        const inCard = `main ul[aria-label="Productos"] > li:nth-child(${rows.indexOf(row) + 1})`;
        await click(tab, `${inCard} button`, 'Agregar al presupuesto');
        await waitFor(
          tab,
          `${row.id} en el presupuesto`,
          'return [...document.querySelectorAll(arguments[0] + " a")].some((a) => visible(a) && /^En el presupuesto/.test(name(a)));',
          inCard,
        );
      }
      await click(tab, 'header a[data-nav="presupuesto"]', undefined, { react: false });
      await expectPath(tab, '/presupuesto');
      await waitFor(
        tab,
        'dos artículos en el presupuesto',
        'return document.querySelectorAll("main [aria-label=\'Artículos del presupuesto\'] > li").length === 2;',
      );
      const message = await waitFor<string>(
        tab,
        'el enlace de WhatsApp',
        'const a = find("main a", "Enviar por WhatsApp"); return a && new URL(a.href).searchParams.get("text");',
      );
      for (const row of rows.slice(0, 2))
        if (!message.includes(`artículo ${row.id}`))
          throw new Error(`el mensaje de WhatsApp no nombra el artículo ${row.id}: ${message}`);
      await shoot('presupuesto');
    },
  },
  {
    name: 'calculadora',
    async run({ tab, site }) {
      await tab.goto(new URL('/calculadora-aire-acondicionado', site).href);
      await expectHeading(tab, 'Calculadora de aire acondicionado');
      for (const [label, value] of [
        ['Largo (m)', '4'],
        ['Ancho (m)', '5'],
        ['Altura (m)', '2,6'],
        ['Personas', '2'],
      ] as const) {
        await waitFor(tab, `el campo ${label} activo`, 'return interactive(byLabel(arguments[0]));', label);
        await tab.click(script('return byLabel(arguments[0]);'), label);
        await tab.keys(value);
      }
      await tab.enter();
      // 4 × 5 × 2,6 × 50 + 150 × 2 + the default room's own figure: more than 2.900 Kcal/h, and models.
      await waitFor(
        tab,
        'la potencia y los modelos',
        `const region = find('main [role=region]', 'Potencia necesaria') || find('main section[aria-label="Potencia necesaria"]') || [...document.querySelectorAll('main section, main [role=region]')].find((e) => /Potencia necesaria/.test(e.textContent));
         if (!region) return false;
         const values = [...region.querySelectorAll('dd')].map((dd) => Number(dd.textContent.replace(/\\./g, '')));
         return values.length === 3 && values[0] > 2900 && region.querySelectorAll('li a').length > 0;`,
      );
    },
  },
  {
    name: 'ingreso y registro: validación',
    async run({ tab, site }) {
      await tab.goto(new URL('/login', site).href);
      await expectHeading(tab, 'Ingresar');
      await click(tab, 'main form button[type=submit]', 'Ingresar');
      await waitFor(
        tab,
        'el aviso de email',
        'const a = find("main [role=alert]"); return a && a.textContent.trim() === "Inserte un email valido";',
      );
      await waitFor(tab, 'el foco en Email', 'return document.activeElement === byLabel("Email");');
      await tab.keys('tecnico@demo.frio');
      await click(tab, 'main form button[type=submit]', 'Ingresar');
      await waitFor(
        tab,
        'el aviso de contraseña',
        'const a = find("main [role=alert]"); return a && a.textContent.trim() === "Inserte una contraseña";',
      );
      await tab.goto(new URL('/register', site).href);
      await expectHeading(tab, 'Registro de técnicos');
      await click(tab, 'main form button[type=submit]', 'Enviar solicitud');
      await waitFor(
        tab,
        'el aviso de campos',
        'const n = byLabel("Nombre"); return !!n && n.getAttribute("aria-invalid") === "true" && n.parentElement.textContent.includes("Por favor, complete todos los campos");',
      );
      await waitFor(tab, 'el foco en Nombre', 'return document.activeElement === byLabel("Nombre");');
    },
  },
  {
    name: 'navegación entre remotos',
    async run({ tab, site }) {
      await tab.goto(site);
      await waitFor(tab, 'la barra activa', 'return interactive(document.querySelector("header button"));');
      // A mark in the page's memory: a reload would lose it, a move inside the app keeps it.
      await tab.run('window.__frioEngines = 1;');
      for (const [href, title] of [
        ['/nosotros', /./], // mf-content
        ['/presupuesto', /./], // mf-catalogue
        ['/productos', /./], // mf-content again
        ['/', /./],
      ] as const) {
        await followLink(tab, href);
        await expectPath(tab, href);
        await expectHeading(tab, title);
        if (!(await tab.run<boolean>('return window.__frioEngines === 1;')))
          throw new Error(`${href} recargó la página en vez de navegar dentro de la app`);
      }
      // mf-calculator and mf-accounts, from links in the pages.
      await tab.goto(new URL('/productos/aires', site).href);
      await waitFor(tab, 'la página activa', 'return interactive(document.querySelector("header button"));');
      await tab.run('window.__frioEngines = 1;');
      // Each link once the app has taken it over: before, a press is an ordinary page load.
      await click(tab, 'main a[href="/calculadora-aire-acondicionado"]');
      await expectHeading(tab, 'Calculadora de aire acondicionado');
      await click(tab, 'a[href="/login"]');
      await expectHeading(tab, 'Ingresar');
      if (!(await tab.run<boolean>('return window.__frioEngines === 1;')))
        throw new Error('la calculadora o el ingreso recargaron la página');
    },
  },
  {
    name: 'sin scripts',
    withoutScripts: true,
    async run({ tab, site }) {
      await tab.goto(site);
      await expectHeading(tab, /./);
      await waitFor(tab, 'la navegación principal', 'return !!find("nav[aria-label=Principal]");');
      if (
        await tab.run<boolean>(
          'return Object.keys(document.getElementById("root") || {}).some((key) => key.startsWith("__react"));',
        )
      )
        throw new Error('los scripts corrieron');
      // The navbar's links are real links. Followed by their address: Firefox's input actions (BiDi)
      // wait for scripts that never run with JavaScript off.
      const href = await waitFor<string>(
        tab,
        'el enlace a Nosotros',
        'const a = find("nav[aria-label=Principal] a", "Nosotros"); return a && a.href;',
      );
      await tab.goto(href);
      await expectPath(tab, '/nosotros');
      await expectHeading(tab, /./);
      await tab.goto(new URL(listing, site).href);
      await expectHeading(tab, 'Cobre');
      await waitFor(
        tab,
        'el aviso de JavaScript',
        'return /activar JavaScript/.test(document.querySelector("main").innerText);',
      );
    },
  },
];

/** `chromium-390-listado.png`: the name in plain letters and dashes. */
export const screenshotName = (dir: string, engine: string, width: number, name: string) =>
  path.join(
    dir,
    `${engine}-${width}-${fold(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}.png`,
  );

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
