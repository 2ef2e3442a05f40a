/**
 * The contract check a release runs before any switch: the new remote's manifest exposes what
 * the live shell loads, its shared singletons accept what the live site provides, and its exposed
 * components accept the props the shell's contract passes (a real typecheck of the remote's source).
 * Each check returns the problems it found, in Spanish; an empty list means compatible.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { x } from 'tinyexec';
import { pageFiles } from '../pages.ts';

export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The parts of an mf-manifest.json the check reads. */
export interface FederationManifest {
  name?: string;
  metaData?: { name?: string; publicPath?: string };
  shared?: SharedEntry[];
  exposes?: Array<{ name?: string }>;
}

/** What one remote must expose (name → 'page', 'widget', 'component'), from the live shell's routes and contract. */
export interface RemoteExpectation {
  name: string;
  exposes: Record<string, string>;
}

/** Shared modules every unit must take from the shell, never bundle its own: one React, one router. */
const shellSingletons = ['react', 'react-dom', '@frio/shared/router'] as const;

export function checkExposes(manifest: FederationManifest, expected: RemoteExpectation): string[] {
  const problems: string[] = [];
  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== expected.name) problems.push(`el manifiesto se llama "${name}", el shell carga "${expected.name}"`);
  const exposed = new Set((manifest.exposes ?? []).map((item) => item.name));
  for (const [expose, kind] of Object.entries(expected.exposes))
    if (!exposed.has(expose))
      problems.push(
        `no expone ${expected.name}/${expose} (${kind} que el shell carga: ver @frio/shared/${kind === 'page' ? 'routes' : 'contract'})`,
      );
  return problems;
}

export interface Provider {
  /** Who provides it, for the message: 'el shell', 'mf_accounts'. */
  who: string;
  shared: SharedEntry[];
}

function accepts(version: string | undefined, range: string | false | undefined): boolean {
  if (!version || !range) return true;
  return semver.satisfies(version, range, { includePrerelease: true });
}

/**
 * The remote's shared modules against what the live site provides (the shell's manifest, and the live
 * remotes' for modules the shell does not load, like the Firebase client): each singleton must accept
 * the provider's version and be accepted by it (whichever loads first provides it to the others).
 */
export function checkShared(manifest: FederationManifest, providers: Provider[]): string[] {
  const problems: string[] = [];
  const shared = manifest.shared ?? [];
  const byName = new Map(shared.map((entry) => [entry.name, entry]));
  for (const name of shellSingletons) {
    const entry = byName.get(name);
    if (!entry) problems.push(`no comparte ${name}: traería su propia copia (el shell lo provee como singleton)`);
    else if (!entry.singleton) problems.push(`comparte ${name} sin singleton: true`);
  }
  for (const entry of shared) {
    for (const provider of providers) {
      const theirs = provider.shared.find((item) => item.name === entry.name);
      if (!theirs) continue;
      if (!accepts(theirs.version, entry.requiredVersion))
        problems.push(`${entry.name}: pide ${entry.requiredVersion}, pero ${provider.who} provee ${theirs.version}`);
      else if (!accepts(entry.version, theirs.requiredVersion))
        problems.push(`${entry.name}: trae ${entry.version}, pero ${provider.who} pide ${theirs.requiredVersion}`);
      if (theirs.singleton && !entry.singleton)
        problems.push(`${entry.name}: ${provider.who} lo comparte como singleton y este remoto no`);
    }
  }
  return [...new Set(problems)];
}

/**
 * The check file: each exposed component must accept the props the contract says the shell passes (a page:
 * none). A page is its unit's file of its name, a widget src/exposed/<Name>.tsx; a missing one fails tsc.
 */
export function propsCheckSource(contractIndex: string, expected: RemoteExpectation, sourceDir: string): string {
  const lines = [
    `import type { ContractProps } from ${JSON.stringify(contractIndex)};`,
    '// The props a component (function or class) takes.',
    'type PropsOf<T> = T extends (props: infer P, ...rest: never[]) => unknown',
    '  ? P',
    '  : T extends abstract new (props: infer P, ...rest: never[]) => unknown',
    '    ? P',
    '    : never;',
    `type Shell = ContractProps[${JSON.stringify(expected.name)}];`,
  ];
  const pages = pageFiles(sourceDir);
  for (const [expose, kind] of Object.entries(expected.exposes)) {
    const page = kind === 'page';
    const file = path.join(sourceDir, page ? (pages.get(expose) ?? `src/${expose}.tsx`) : `src/exposed/${expose}.tsx`);
    lines.push(
      `import type ${expose} from ${JSON.stringify(file)};`,
      `declare const shellPasses_${expose}: ${page ? 'Record<never, never>' : `Shell[${JSON.stringify(expose)}]`};`,
      `export const ${expose}_accepts: PropsOf<typeof ${expose}> = shellPasses_${expose};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** tsc's report with the generated file's positions named by the exposed module they check. */
export function readableTscOutput(output: string, source: string, remote: string): string {
  const lines = source.split('\n');
  return output
    .split('\n')
    .map((line) =>
      line.replace(/\S*contract-check\.ts\((\d+),\d+\)/, (_, row: string) => {
        const expose = lines[Number(row) - 1]?.match(/^export const (\w+)_accepts/)?.[1];
        return expose ? `${remote}/${expose}` : 'chequeo de contrato';
      }),
    )
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * Typechecks the remote's exposed modules against the contract (tsc over a generated file that imports
 * them; the remote's own tsconfig). Runs in the unit's node_modules/.cache, so nothing lands in the tree.
 */
export async function checkProps(options: {
  root: string;
  sourceDir: string;
  contractIndex: string;
  expected: RemoteExpectation;
}): Promise<string[]> {
  const { root, sourceDir, contractIndex, expected } = options;
  const work = path.join(sourceDir, 'node_modules/.cache/frio-release', `${process.pid}-${Date.now()}`);
  mkdirSync(work, { recursive: true });
  try {
    const source = propsCheckSource(contractIndex, expected, sourceDir);
    writeFileSync(path.join(work, 'contract-check.ts'), source);
    writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(sourceDir, 'tsconfig.json'),
        compilerOptions: { noEmit: true, noUnusedLocals: false },
        files: ['contract-check.ts'],
        include: [],
      }),
    );
    const result = await x(
      path.join(root, 'node_modules/.bin/tsc'),
      ['-p', path.join(work, 'tsconfig.json'), '--pretty', 'false'],
      {
        nodeOptions: { cwd: work },
        throwOnError: false,
      },
    );
    if (result.exitCode === 0) return [];
    return [
      `las props de lo expuesto no coinciden con lo que el shell pasa (o el remoto no compila):\n${readableTscOutput(
        `${result.stdout}\n${result.stderr}`.trim(),
        source,
        expected.name,
      )}`,
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
