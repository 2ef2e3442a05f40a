/**
 * `pnpm test:engines`: the visitor's core journeys (journeys.ts) in Chromium, Firefox and WebKit, at 390
 * and 1280 px, over the production builds served as the Playwright suite serves them (every unit's
 * dist/ on its port, the shell's documents with the probe of probe.ts, the local backend). A journey
 * fails on any CSP report, page error or console error. An engine that is not installed is skipped
 * with a line that says so, and the summary repeats it. Screenshots go to e2e/engines/screenshots/ (a
 * failed attempt's too).
 *
 *   pnpm test:engines                       every engine that is installed
 *   pnpm test:engines firefox webkit        some engines (chromium, firefox, webkit)
 *   pnpm test:engines --journey calculadora only journeys whose name contains that text
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import waitOn from 'wait-on';
import type { PreviewServer } from 'vite';
import { backendPorts, localUrl, units } from '@frio/tooling/units';
import { pnpmArgs } from '@frio/tooling/package-manager';
import { portOpen } from '../../scripts/port-open.ts';
import { root, serveUnit, unitDir, unitKeys } from '../../scripts/units-server.ts';
import { launch, missing, type Engine, type EngineName, type Tab } from './browsers.ts';
import { journeys, screenshotName, type Journey } from './journeys.ts';
import { probedCopy } from './probe.ts';

const engineNames: EngineName[] = ['chromium', 'firefox', 'webkit'];
const widths = [390, 1280];
/** The longest a journey, or opening or closing a tab or a browser, may take. */
const stepTimeoutMs = 60_000;
// As the Playwright suite (playwright.config.ts): in CI a failed journey runs once more, and a pass the
// second time is reported as flaky with its first error, never silently.
const retries = process.env.CI ? 1 : 0;
const screenshots = path.join(import.meta.dirname, 'screenshots');

// An unknown flag or engine stops the run (a typo must not run everything, or nothing, quietly).
const { values, positionals: asked } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { journey: { type: 'string' } },
  allowPositionals: true,
});
const unknown = asked.filter((name) => !engineNames.includes(name as EngineName));
if (unknown.length > 0) throw new Error(`motor desconocido: ${unknown.join(', ')} (${engineNames.join(', ')})`);
const journeyFilter = values.journey;
const chosen = asked.length > 0 ? engineNames.filter((name) => asked.includes(name)) : engineNames;
const chosenJourneys = journeys.filter((journey) => !journeyFilter || journey.name.includes(journeyFilter));

interface Result {
  engine: string;
  width: number;
  journey: string;
  ms: number;
  error?: string;
  /** The first attempt's error, when a later one passed. */
  flaky?: string;
}

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `step`, or an error once it has taken longer than stepTimeoutMs. */
async function within<T>(what: string, step: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: más de ${seconds(stepTimeoutMs)}`)), stepTimeoutMs);
  });
  return Promise.race([step, timeout]).finally(() => clearTimeout(timer));
}
const skipped: string[] = [];
const available: EngineName[] = [];
for (const name of chosen) {
  const reason = missing(name);
  if (reason) skipped.push(`${name}: ${reason}`);
  else available.push(name);
}
for (const line of skipped) console.log(`SALTEADO ${line}`);
if (available.length === 0) {
  console.log('Ningún motor instalado: no corre ningún recorrido entre motores.');
  process.exit(0);
}

rmSync(screenshots, { recursive: true, force: true });
mkdirSync(screenshots, { recursive: true });

const stops: Array<() => Promise<void> | void> = [];
async function stopAll() {
  for (const stop of stops.reverse()) await stop();
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const results: Result[] = [];
const restarts: string[] = [];
try {
  await serveSite();
  console.log(`Sitio servido en ${seconds(Date.now() - started)}`);
  const site = localUrl(units.shell.port);
  for (const name of available) {
    const launched = Date.now();
    let engine = await launch(name);
    const quit = () =>
      within('cerrar el navegador', engine.quit()).catch((error: Error) => console.log(`  ${error.message}`));
    stops.push(quit);
    console.log(`\n${engine.label} (abre en ${seconds(Date.now() - launched)})`);
    // A driver that stopped answering (WebKitWebDriver once never answered a new session under load):
    // the browser starts again, said in the summary, and the run goes on instead of hanging.
    const restart = async (why: string) => {
      console.log(`  ${why}: el navegador arranca de nuevo`);
      restarts.push(`${engine.name}: ${why}`);
      await quit();
      engine = await launch(name);
    };
    for (const width of widths) {
      for (const scripts of [true, false]) {
        const list = chosenJourneys.filter((journey) => !journey.withoutScripts === scripts);
        if (list.length === 0) continue;
        const what = `abrir una pestaña${scripts ? '' : ' sin scripts'}`;
        let tab: Tab | undefined;
        for (let attempt = 0; !tab; attempt++) {
          try {
            tab = await within(what, engine.open({ scripts }));
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            if (attempt >= retries) {
              for (const journey of list) results.push(failure(engine, width, journey, `no se pudo ${message}`));
              break;
            }
            await restart(message);
          }
        }
        if (!tab) continue;
        for (const journey of list) {
          let result = await runJourney(engine, tab, journey, site, width);
          for (let retry = 0; retry < retries && result.error !== undefined; retry++) {
            const again = await runJourney(engine, tab, journey, site, width);
            result = again.error === undefined ? { ...again, flaky: result.error } : again;
          }
          results.push(result);
        }
        await within('cerrar la pestaña', tab.close()).catch((error: Error) => restart(error.message));
      }
    }
    await quit();
    stops.pop();
  }
} finally {
  await stopAll();
}

const failed = results.filter((result) => result.error !== undefined);
console.log(
  `\n${results.length - failed.length} de ${results.length} recorridos pasaron en ${seconds(Date.now() - started)}.`,
);
for (const result of failed)
  console.log(`FALLÓ ${result.engine} ${result.width} px · ${result.journey}: ${result.error}`);
for (const result of results.filter((result) => result.flaky !== undefined))
  console.log(`INESTABLE ${result.engine} ${result.width} px · ${result.journey}: ${result.flaky}`);
for (const line of restarts) console.log(`INESTABLE ${line}`);
for (const line of skipped) console.log(`SALTEADO ${line}`);
console.log(`Capturas: ${path.relative(root, screenshots)}/`);
process.exit(failed.length > 0 ? 1 : 0);

function failure(engine: Engine, width: number, journey: Journey, error: string): Result {
  console.log(`  FALLÓ ${String(width).padStart(4)} px  ${journey.name}: ${error}`);
  return { engine: engine.name, width, journey: journey.name, ms: 0, error };
}

async function runJourney(engine: Engine, tab: Tab, journey: Journey, site: string, width: number): Promise<Result> {
  const begin = Date.now();
  const result: Result = { engine: engine.name, width, journey: journey.name, ms: 0 };
  try {
    const shoot = (shot: string) => tab.screenshot(screenshotName(screenshots, engine.name, width, shot));
    // The window's resize too: a driver that stops answering fails the journey instead of hanging the step.
    const run = async () => {
      await tab.resize(width);
      await tab.problems();
      await journey.run({ tab, site, width, shoot });
    };
    await within(journey.name, run());
    const problems = await tab.problems();
    if (problems.length > 0) throw new Error(`la página informó:\n  ${problems.join('\n  ')}`);
  } catch (error) {
    // Its name too: a WebDriver error can come without a message, and an empty one must not read as a pass.
    result.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error) || 'error';
    // What the page reported meanwhile (a module that failed to load) often says why a wait ran out.
    const problems = await tab.problems().catch(() => []);
    if (problems.length > 0) result.error += `\n  la página informó:\n  ${problems.join('\n  ')}`;
    await tab.screenshot(screenshotName(screenshots, engine.name, width, `fallo-${journey.name}`)).catch(() => {});
  }
  result.ms = Date.now() - begin;
  console.log(
    `  ${result.error !== undefined ? 'FALLÓ' : 'ok   '} ${String(width).padStart(4)} px  ${journey.name} (${seconds(result.ms)})`,
  );
  return result;
}

/** The units' builds on their ports (the shell's documents probed) and the local backend, as the Playwright suite. */
async function serveSite() {
  if (await portOpen(backendPorts.auth, 500)) {
    if (process.env.CI) throw new Error(`el puerto ${backendPorts.auth} ya está en uso`);
    console.log(`Backend local: se usa el que ya responde en ${backendPorts.auth}`);
  } else {
    const backend = spawn(...pnpmArgs(['serve', '--only', 'backend']), { cwd: root, stdio: 'ignore', detached: true });
    stops.push(() => {
      try {
        process.kill(-backend.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
    });
    if (!(await portOpen(backendPorts.auth, 120_000)) || !(await portOpen(backendPorts.database, 30_000)))
      throw new Error('el backend local no arrancó');
  }
  const probed = probedCopy(path.join(unitDir('shell'), 'dist'));
  stops.push(probed.remove);
  const servers: PreviewServer[] = [];
  stops.push(() => Promise.all(servers.map((server) => server.close())).then(() => undefined));
  for (const unit of unitKeys) servers.push(await serveUnit(unit, unit === 'shell' ? { outDir: probed.dir } : {}));
  // The site is up when the pages function answers too: its first request starts it in the emulator.
  await waitOn({
    resources: [`${localUrl(units.shell.port).replace(/^http/, 'http-get')}productos/insumos/cobre`],
    timeout: 120_000,
    interval: 1000,
    simultaneous: 1,
  });
}
