/**
 * `pnpm release`, `pnpm rollback`, `pnpm releases`. Locally (the default target) they work on
 * .hosting/local/, which `pnpm serve --hosting` serves; --target firebase builds for the Hosting sites of
 * .firebaserc and deploys with the firebase CLI. --hosting DIR and --source DIR are for tests.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_KEEP,
  listReleases,
  release,
  rollback,
  unitKeyOf,
  unitNames,
  type Target,
} from '../tooling/src/release/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
    to: { type: 'string' },
    target: { type: 'string', default: 'local' },
    hosting: { type: 'string' },
    source: { type: 'string' },
    'no-prerender': { type: 'boolean', default: false },
  },
});

const [command, unitName] = positionals;
const usage = `uso: pnpm release|rollback|releases <${unitNames.join('|')}> [--dry-run] [--to VERSION] [--keep N] [--target local|firebase] [--no-prerender]`;
const unit = unitName ? unitKeyOf(unitName) : undefined;
const keep = Number(values.keep);
if (!unit || !['release', 'rollback', 'list'].includes(command ?? '') || !Number.isInteger(keep) || keep < 0) {
  console.error(usage);
  process.exit(2);
}
if (values.target !== 'local' && values.target !== 'firebase') {
  console.error(`--target: local o firebase (no "${values.target}")`);
  process.exit(2);
}
const common = {
  root,
  unit,
  target: values.target as Target,
  hosting: values.hosting ? path.resolve(values.hosting) : undefined,
  dryRun: values['dry-run'],
  prerender: !values['no-prerender'],
};

const started = performance.now();
if (command === 'list') {
  const releases = listReleases(common);
  if (!releases.length) console.log(`${unitName}: nada publicado`);
  for (const entry of releases)
    console.log(`${entry.live ? '* en vivo' : '         '}  ${entry.folder.padEnd(24)} ${entry.at}`);
} else {
  const outcome =
    command === 'release'
      ? await release({
          ...common,
          keep,
          sourceDir: values.source ? path.resolve(values.source) : undefined,
        })
      : await rollback({ ...common, to: values.to });
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(outcome.ok ? 0 : 1);
}
