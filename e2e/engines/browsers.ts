/**
 * The three engines behind one small interface, so a journey is written once (journeys.ts):
 * - Chromium (Debian's, the Playwright suite's) and Firefox (Debian's firefox-esr) through puppeteer-core:
 *   CDP for Chromium, WebDriver BiDi for Firefox (Playwright's moz-firefox channel sends a BiDi command
 *   Firefox ESR 153 lacks).
 * - WebKit (WebKitGTK's MiniBrowser) through its classic WebDriver server, WebKitWebDriver, with
 *   selenium-webdriver, under Xvfb when there is no display.
 * Every engine gets the same probe in each document (probe.ts) for CSP reports and page errors; the
 * puppeteer engines add the browser's own console errors and uncaught exceptions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser as PuppeteerBrowser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { chromiumArgs, chromiumPath } from '@frio/tooling/chromium';
import { probeKey } from './probe.ts';

/**
 * A click whose element React replaced between finding it and pressing it (a re-render swaps in an equal
 * node: "Node is detached", a stale element) is tried again on what is there now, as a visitor's tap
 * lands on what the screen shows. Anything else fails at once.
 */
async function againIfReplaced(click: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await click();
    } catch (error) {
      const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
      if (attempt >= 3 || !/detached|stale/i.test(message)) throw error;
    }
  }
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A page in one engine: just what the journeys need. Scripts are function bodies run in the page. */
export interface Tab {
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body, `args` as `arguments`) in the page and returns its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks, as a user does (the engine's own input), the element `find` (a function body) returns. */
  click(find: string, ...args: unknown[]): Promise<void>;
  /** Types into the focused element. */
  keys(text: string): Promise<void>;
  /** Presses Enter in the focused element. */
  enter(): Promise<void>;
  /** The viewport's width in CSS pixels (height follows: a phone or a desktop). */
  resize(width: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The probe's reports since the last call (CSP, errors), plus the engine's own where it has them. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  label: string;
  /** A new tab; `scripts: false` opens one where the documents' scripts do not run. */
  open(options?: { scripts?: boolean }): Promise<Tab>;
  quit(): Promise<void>;
}

const heights: Record<number, number> = { 390: 844, 1280: 800 };
const heightFor = (width: number) => heights[width] ?? 800;

const firefoxPath = '/usr/bin/firefox-esr';
const webkitDriverPath = '/usr/bin/WebKitWebDriver';
const miniBrowserPaths = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
];
const xvfbPath = '/usr/bin/Xvfb';

/** What an engine needs on this machine, or why it cannot run here (a line the runner prints). */
export function missing(name: EngineName): string | undefined {
  const apt = 'apt-get install -y';
  if (name === 'chromium')
    return chromiumPath && existsSync(chromiumPath)
      ? undefined
      : 'no hay Chromium (pnpm browser lo busca o lo obtiene, como pnpm test)';
  if (name === 'firefox') return existsSync(firefoxPath) ? undefined : `no hay ${firefoxPath} (${apt} firefox-esr)`;
  if (!existsSync(webkitDriverPath)) return `no hay ${webkitDriverPath} (${apt} webkit2gtk-driver)`;
  if (!miniBrowserPaths.some((file) => existsSync(file)))
    return `no hay MiniBrowser de WebKitGTK (${apt} webkit2gtk-driver)`;
  if (!process.env.DISPLAY && !existsSync(xvfbPath)) return `no hay pantalla (DISPLAY) ni ${xvfbPath} (${apt} xvfb)`;
  return undefined;
}

export async function launch(name: EngineName): Promise<Engine> {
  if (name === 'webkit') return launchWebKit();
  const start = (scripts: boolean) =>
    puppeteer.launch(
      name === 'chromium'
        ? { browser: 'chrome', executablePath: chromiumPath, args: chromiumArgs, headless: true }
        : {
            browser: 'firefox',
            executablePath: firefoxPath,
            headless: true,
            protocol: 'webDriverBiDi',
            // Firefox ESR 153 lacks BiDi's emulation.setScriptingEnabled (setJavaScriptEnabled): a second
            // browser with JavaScript off by its preference serves the pages without scripts.
            extraPrefsFirefox: scripts ? {} : { 'javascript.enabled': false },
          },
    );
  const browser = await start(true);
  let withoutScripts: PuppeteerBrowser | undefined;
  return {
    name,
    label: name === 'chromium' ? `Chromium ${await browser.version()}` : `Firefox ${await browser.version()}`,
    async open({ scripts = true } = {}) {
      if (!scripts && name === 'firefox') withoutScripts ??= await start(false);
      const context = await (scripts || !withoutScripts ? browser : withoutScripts).createBrowserContext();
      const page = await context.newPage();
      if (!scripts && name === 'chromium') await page.setJavaScriptEnabled(false);
      return puppeteerTab(page, () => context.close());
    },
    async quit() {
      await Promise.all([browser, withoutScripts].map((each) => each && closeBrowser(each)));
    },
  };
}

async function closeBrowser(browser: PuppeteerBrowser) {
  await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
}

function puppeteerTab(page: Page, close: () => Promise<void>): Tab {
  const own: string[] = [];
  // From goto() until the next document commits, what the page being left says is not kept: loads it
  // had under way are cancelled (Firefox rejects a module's import, and the federation runtime logs it),
  // which no visitor sees. The probe does the same (probe.ts).
  let leaving = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !leaving) own.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (!leaving) own.push(`error: ${error instanceof Error ? error.message : String(error)}`);
  });
  page.setDefaultTimeout(15_000);
  // Expressions, not functions built in the page: the site's CSP forbids eval there, and the
  // protocols' own evaluation is not subject to it.
  const element = async (find: string, args: unknown[]) => {
    const handle = await page.evaluateHandle(expression(find, args));
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) throw new Error(`no element: ${find}`);
    return found;
  };
  return {
    async goto(url) {
      leaving = true;
      await page.goto(url, { waitUntil: 'load' });
      leaving = false;
    },
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(expression(body, args)) as Promise<T>,
    click: (find, ...args) => againIfReplaced(async () => (await element(find, args)).click()),
    async keys(text) {
      await page.keyboard.type(text);
    },
    async enter() {
      await page.keyboard.press('Enter');
    },
    async resize(width) {
      await page.setViewport({ width, height: heightFor(width) });
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async problems() {
      const reported = await (page.evaluate(expression(readProbe, [])) as Promise<string[]>).catch(() => []);
      return [...own.splice(0), ...reported];
    },
    close,
  };
}

/** `body` (a function body) applied to `args`, as one expression. */
const expression = (body: string, args: unknown[]) => `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`;

/** Empties and returns the probe's list (sessionStorage of the site's origin, kept across the tab's documents). */
const readProbe = `try {
  const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(probeKey)}) || '[]');
  sessionStorage.removeItem(${JSON.stringify(probeKey)});
  return list;
} catch { return []; }`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function launchWebKit(): Promise<Engine> {
  const stops: Array<() => void> = [];
  const env = { ...process.env };
  if (!env.DISPLAY) {
    // A private X display (-displayfd picks a free number and prints it).
    const xvfb = spawn(xvfbPath, ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    stops.push(() => xvfb.kill());
    const display = await new Promise<string>((resolve, reject) => {
      xvfb.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()));
      xvfb.once('exit', () => reject(new Error('Xvfb no arrancó')));
    });
    env.DISPLAY = `:${display}`;
  }
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(webkitDriverPath, [`--port=${port}`], { env, stdio: 'ignore' });
  stops.push(() => driverProcess.kill());
  await waitForDriver(port);
  const binary = miniBrowserPaths.find((file) => existsSync(file))!;
  const drivers = new Set<WebDriver>();
  return {
    name: 'webkit',
    label: `WebKitGTK (${path.basename(path.dirname(binary))})`,
    async open({ scripts = true } = {}) {
      // Without scripts: JavaScript off for the pages (WebDriver's own scripts still run, in their world).
      // --full-screen hides MiniBrowser's toolbar, whose width kept the window from narrowing to 390 px
      // (it stayed at 447); the window's size is then the page's.
      const args = ['--automation', '--full-screen', ...(scripts ? [] : ['--enable-javascript=false'])];
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args } })
        .build();
      drivers.add(driver);
      return webDriverTab(driver, async () => {
        drivers.delete(driver);
        await driver.quit();
      });
    },
    async quit() {
      // A driver that no longer answers does not keep its processes alive.
      const quits = Promise.all([...drivers].map((driver) => driver.quit().catch(() => {})));
      await Promise.race([quits, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
}

async function waitForDriver(port: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver no respondió');
}

function webDriverTab(driver: WebDriver, close: () => Promise<void>): Tab {
  const element = async (find: string, args: unknown[]) => {
    const found = (await driver.executeScript(find, ...args)) as WebElement | null;
    if (!found) throw new Error(`no element: ${find}`);
    return found;
  };
  return {
    async goto(url) {
      // Classic WebDriver's navigation waits for the load event (pageLoadStrategy normal).
      await driver.get(url);
    },
    run: <T>(body: string, ...args: unknown[]) => driver.executeScript(body, ...args) as Promise<T>,
    click: (find, ...args) =>
      againIfReplaced(async () => {
        const target = await element(find, args);
        await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', target);
        await target.click();
      }),
    async keys(text) {
      await driver.switchTo().activeElement().sendKeys(text);
    },
    async enter() {
      await driver.switchTo().activeElement().sendKeys(Key.ENTER);
    },
    async resize(width) {
      // Size the window, then correct by what the page measures (any window chrome), and check.
      const height = heightFor(width);
      await driver.manage().window().setRect({ width, height });
      const [innerWidth, innerHeight] = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - innerWidth!, height: 2 * height - innerHeight! });
      const measured = (await driver.executeScript('return innerWidth')) as number;
      if (measured !== width) throw new Error(`la ventana de WebKit mide ${measured} px de ancho, no ${width}`);
    },
    async screenshot(file) {
      writeFileSync(file, await driver.takeScreenshot(), 'base64');
    },
    problems: () => (driver.executeScript(readProbe) as Promise<string[]>).catch(() => []),
    close,
  };
}
