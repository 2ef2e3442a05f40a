/**
 * `pnpm browser`, the first step of `pnpm test`: finds the tests' Chromium or obtains one, saying on screen
 * each place it looks and anything it installs, then records the choice every tool reads. The order is
 * tooling/src/browser-finder.ts, explained in docs/testing.md.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  planBrowserSearch,
  recordFile,
  sparticuzUnpackDir,
  type Host,
  type Step,
} from '../tooling/src/browser-finder.ts';
import {
  cacheDir,
  chromiumArgs,
  isExecutable,
  playwrightBrowsers,
  presentCandidates,
  readRecord,
} from '../tooling/src/chromium.ts';

const say = (line: string) => console.log(`[browser] ${line}`);
const require = createRequire(import.meta.url);

function osRelease(): string[] {
  try {
    const text = fs.readFileSync('/etc/os-release', 'utf8');
    const value = (key: string) => new RegExp(`^${key}="?([^"\\n]*)"?$`, 'm').exec(text)?.[1] ?? '';
    return `${value('ID')} ${value('ID_LIKE')}`.split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

function host(): Host {
  return {
    platform: process.platform,
    arch: process.arch,
    isRoot: process.getuid?.() === 0,
    distro: osRelease(),
    hasAptGet: isExecutable('/usr/bin/apt-get'),
    hasNpm: spawnSync('npm', ['--version'], { stdio: 'ignore' }).status === 0,
  };
}

/** Launches the browser headless under playwright-core and renders a page: its version, or why not. */
async function tryLaunch(file: string): Promise<{ version?: string; error?: string }> {
  try {
    const browser = await chromium.launch({ executablePath: file, args: chromiumArgs, timeout: 60_000 });
    try {
      const page = await browser.newPage();
      await page.setContent(
        '<p id="x"></p><script>document.getElementById("x").textContent = "ok " + (20 + 22)</script>',
      );
      const text = await page.textContent('#x');
      if (text !== 'ok 42') return { error: `the test page rendered ${JSON.stringify(text)}` };
      return { version: browser.version() };
    } finally {
      await browser.close();
    }
  } catch (error) {
    return { error: (error instanceof Error ? error.message : String(error)).split('\n')[0] };
  }
}

/** The first of these paths that exists and renders a page. */
async function firstWorking(paths: readonly string[]): Promise<string | undefined> {
  for (const file of paths) {
    if (!isExecutable(file)) continue;
    const result = await tryLaunch(file);
    if (result.version) {
      say(`  ${file}: Chromium ${result.version}, renders a page headless`);
      return file;
    }
    say(`  ${file} is there but does not work: ${result.error}`);
  }
  return undefined;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  say(`  $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) say(`  ${result.error.message}`);
  else if (result.signal) say(`  stopped (${result.signal}) after ${Math.round((options.timeout ?? 0) / 1000)} s`);
  return result.status === 0;
}

/** `playwright install chromium`, with a time limit: where its CDN is out of reach it must not hold the tests. */
function playwrightDownload(): string[] {
  say(
    "Trying Playwright's own download: `playwright install chromium` (about 170 MB into its browsers folder, 3 min at most)",
  );
  const cli = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'cli.js');
  const ok = run(process.execPath, [cli, 'install', 'chromium'], {
    timeout: 180_000,
    env: { ...process.env, PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: '15000' },
  });
  if (!ok) say("  Playwright's download failed (no access to its CDN?): trying the next source");
  return [chromium.executablePath(), ...playwrightBrowsers()];
}

function aptInstall(): string[] {
  say(
    "Installing Debian's chromium package, as root, the way `playwright install --with-deps` installs its libraries:",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env, timeout: 300_000 }))
    run('apt-get', ['install', '-y', 'chromium'], { env, timeout: 900_000 });
  return presentCandidates().installed;
}

/** The Chromium inside the npm package @sparticuz/chromium: only the npm registry is needed. */
function npmPackage(version: string): string[] {
  const prefix = path.join(cacheDir, 'npm');
  const unpackDir = sparticuzUnpackDir(cacheDir);
  say(
    `Installing @sparticuz/chromium@${version} from the npm registry into ${path.relative(process.cwd(), prefix)} ` +
      '(npm install --no-save, about 67 MB), then unpacking its Chromium (about 210 MB):',
  );
  // pnpm hands its own settings to scripts as npm_config_*; they are not npm's.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
  fs.mkdirSync(prefix, { recursive: true });
  const installed = run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      prefix,
      `@sparticuz/chromium@${version}`,
    ],
    { env, timeout: 600_000 },
  );
  if (!installed) return [];
  // Its executablePath() unpacks the binary, fonts and SwiftShader into os.tmpdir(): here, the cache folder.
  fs.mkdirSync(unpackDir, { recursive: true });
  const entry = pathToFileURL(path.join(prefix, 'node_modules', '@sparticuz', 'chromium', 'build', 'index.js')).href;
  const script = `const { default: c } = await import(${JSON.stringify(entry)}); console.log(await c.executablePath());`;
  const unpacked = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TMPDIR: unpackDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const binary = unpacked.stdout.trim();
  if (unpacked.status !== 0 || !binary) {
    say('  unpacking failed');
    return [];
  }
  fs.rmSync(prefix, { recursive: true, force: true });
  return [binary];
}

async function attempt(step: Step): Promise<string | undefined> {
  switch (step.kind) {
    case 'env': {
      say(`CHROMIUM_PATH is set: using ${step.path} and no other browser`);
      if (!isExecutable(step.path)) say(`  ${step.path} is not an executable file`);
      return firstWorking([step.path]);
    }
    case 'look': {
      say(`Looking for ${step.what}: ${step.paths.join(', ')}`);
      const found = await firstWorking(step.paths);
      if (!found) say('  none there');
      return found;
    }
    case 'playwright-download':
      return obtained(playwrightDownload());
    case 'apt':
      return obtained(aptInstall());
    case 'npm-package':
      return obtained(npmPackage(step.version));
  }
}

/** After an install: the browser it brought, or a line saying there is still none (say, a path hidden). */
async function obtained(paths: readonly string[]): Promise<string | undefined> {
  const found = await firstWorking(paths);
  if (!found && paths.length > 0) say(`  still no working browser at ${paths.join(', ')}`);
  return found;
}

function sourceName(step: Step): string {
  if (step.kind === 'look') return step.what;
  if (step.kind === 'npm-package') return `@sparticuz/chromium@${step.version}`;
  return step.kind === 'apt' ? "Debian's chromium package" : "Playwright's download";
}

async function main() {
  const present = presentCandidates();
  const recorded = readRecord();
  const plan = planBrowserSearch(process.env, host(), { ...present, ...(recorded ? { recorded } : {}) });
  let toldSkipped = false;
  for (const step of plan.steps) {
    if (step.kind !== 'env' && step.kind !== 'look' && !toldSkipped) {
      for (const reason of plan.skipped) say(`Not tried: ${reason}`);
      toldSkipped = true;
    }
    const found = await attempt(step);
    if (!found) continue;
    if (step.kind !== 'env') {
      fs.mkdirSync(cacheDir, { recursive: true });
      const record = { path: found, source: sourceName(step), at: new Date().toISOString() };
      fs.writeFileSync(recordFile(cacheDir), `${JSON.stringify(record, null, 2)}\n`);
    }
    say(`The tests use ${found}`);
    return;
  }
  if (!toldSkipped) for (const reason of plan.skipped) say(`Not tried: ${reason}`);
  console.error(
    [
      '[browser] No working Chromium found or obtained. Either:',
      '  - install Chromium or Chrome (Debian: apt-get install chromium; macOS: brew install --cask chromium), or',
      '  - set CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exitCode = 1;
}

await main();
