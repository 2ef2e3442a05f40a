/**
 * Builds the pages function into dist/, a package Cloud Build can install on its own: one bundle of this
 * folder's code with the workspace's code inside it (no `workspace:` dependency left), and a package.json
 * naming only registry packages at the versions installed here. A link dist/node_modules → ../node_modules
 * lets the local emulator run it as it is; `firebase deploy` never uploads node_modules.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { localUrl, units } from '@frio/tooling/units';

const dir = import.meta.dirname;
const own = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
/**
 * The Node.js the deployed function runs on, from firebase.json's `runtime` ('nodejs22' → '22'); the
 * workspace itself runs on any Node the README allows (its engines), the emulator included.
 */
const firebaseJson = JSON.parse(readFileSync(path.join(dir, '..', 'firebase.json'), 'utf8')) as {
  functions: Array<{ source: string; runtime: string }>;
};
const nodeRuntime = firebaseJson.functions.find((fn) => fn.source === 'functions/dist')!.runtime;
const deployedNode = nodeRuntime.replace(/^nodejs/, '');
const runtime = Object.keys(own.dependencies);
const isRuntime = (id: string) => runtime.some((name) => id === name || id.startsWith(`${name}/`));

/** The version installed here of each dependency: the deployed function runs what was tested. */
function installedVersion(name: string): string {
  const file = path.join(dir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function deployPackage(): Plugin {
  return {
    name: 'frio-function-package',
    writeBundle() {
      const out = path.join(dir, 'dist');
      const dependencies = Object.fromEntries(runtime.map((name) => [name, installedVersion(name)]));
      const manifest = {
        name: 'frio-pages',
        private: true,
        type: 'module',
        main: 'index.js',
        engines: { node: deployedNode },
        dependencies,
      };
      writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      symlinkSync('../node_modules', path.join(out, 'node_modules'), 'dir');
    },
  };
}

export default defineConfig({
  root: dir,
  publicDir: false,
  define: {
    __FRIO_SITE_URL__: JSON.stringify(process.env.FRIO_SHELL_URL ?? localUrl(units.shell.port)),
  },
  ssr: { noExternal: true, external: runtime, target: 'node' },
  plugins: [deployPackage()],
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rolldownOptions: {
      input: path.join(dir, 'src/index.ts'),
      external: (id) => isRuntime(id) || id.startsWith('node:'),
      output: { entryFileNames: 'index.js', codeSplitting: false },
    },
  },
});
