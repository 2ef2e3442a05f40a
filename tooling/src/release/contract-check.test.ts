import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteExposes } from '../pages.ts';
import {
  checkExposes,
  checkShared,
  propsCheckSource,
  readableTscOutput,
  type FederationManifest,
  type SharedEntry,
} from './contract-check.ts';

// What each remote must expose: the pages its routes name and its contract's widgets.
const catalogue = { name: 'mf_catalogue', exposes: remoteExposes('mf_catalogue') };
const accounts = { name: 'mf_accounts', exposes: remoteExposes('mf_accounts') };
const catalogueDir = path.resolve(import.meta.dirname, '../../../mf-catalogue');

const single = (name: string, version: string, requiredVersion = `^${version}`): SharedEntry => ({
  name,
  version,
  requiredVersion,
  singleton: true,
});
const shell = [single('react', '19.3.1'), single('react-dom', '19.3.1'), single('@frio/shared/router', '1.0.0')];
const goodRemote: FederationManifest = {
  metaData: { name: 'mf_catalogue' },
  shared: [...shell, single('@frio/shared/firebase', '1.0.0')],
  exposes: Object.keys(catalogue.exposes).map((name) => ({ name })),
};

describe('checkExposes', () => {
  it('accepts a manifest exposing every module of the contract', () => {
    expect(checkExposes(goodRemote, catalogue)).toEqual([]);
  });
  it('names each module the shell loads and the manifest lacks', () => {
    const manifest = { metaData: { name: 'mf_accounts' }, exposes: [{ name: 'LoginPage' }, { name: 'RegisterPage' }] };
    const problems = checkExposes(manifest, accounts);
    expect(problems).toHaveLength(Object.keys(accounts.exposes).length - 2);
    expect(problems.join('\n')).toContain('no expone mf_accounts/AccountWidget (widget');
    expect(problems.join('\n')).toContain('mf_accounts/PassRecoverPage');
  });
  it('refuses a manifest of another remote', () => {
    expect(checkExposes({ ...goodRemote, metaData: { name: 'mf_content' } }, catalogue)[0]).toContain('"mf_content"');
  });
});

describe('checkShared', () => {
  const providers = [
    { who: 'el shell en vivo', shared: shell },
    { who: 'mf_accounts en vivo', shared: [single('@frio/shared/firebase', '1.0.0')] },
  ];

  it('accepts singletons in range both ways', () => {
    expect(checkShared(goodRemote, providers)).toEqual([]);
  });
  it('refuses a remote built for another React major', () => {
    const manifest = { ...goodRemote, shared: [single('react', '18.3.1'), ...shell.slice(1)] };
    expect(checkShared(manifest, providers)).toEqual(['react: pide ^18.3.1, pero el shell en vivo provee 19.3.1']);
  });
  it('refuses a version the provider does not accept (whichever loads first provides it)', () => {
    const manifest = { ...goodRemote, shared: [...shell, single('@frio/shared/firebase', '2.0.0', '>=1.0.0')] };
    expect(checkShared(manifest, providers)).toEqual([
      '@frio/shared/firebase: trae 2.0.0, pero mf_accounts en vivo pide ^1.0.0',
    ]);
  });
  it('refuses a remote that does not take React or the router from the shell', () => {
    const manifest = { ...goodRemote, shared: [single('react', '19.3.1'), single('react-router-dom', '7.18.5')] };
    expect(checkShared(manifest, providers)).toEqual([
      expect.stringContaining('no comparte react-dom'),
      expect.stringContaining('no comparte @frio/shared/router'),
    ]);
    const notSingleton = {
      ...goodRemote,
      shared: [{ ...single('react', '19.3.1'), singleton: false }, ...shell.slice(1)],
    };
    expect(checkShared(notSingleton, providers)).toContain('comparte react sin singleton: true');
  });
});

describe('propsCheckSource', () => {
  it('assigns what the shell passes to what each exposed component takes', () => {
    const source = propsCheckSource('/c/index.ts', catalogue, catalogueDir);
    expect(source).toContain(`import type ProductListPage from "${catalogueDir}/src/pages/ProductListPage.tsx";`);
    expect(source).toContain(
      'export const ProductListPage_accepts: PropsOf<typeof ProductListPage> = shellPasses_ProductListPage;',
    );
  });
});

describe('readableTscOutput', () => {
  it("names the exposed module instead of the generated file's position", () => {
    const source = propsCheckSource('/c/index.ts', catalogue, catalogueDir);
    const row = source.split('\n').findIndex((line) => line.startsWith('export const ProductListPage_accepts')) + 1;
    const output = `../../x/contract-check.ts(${row},14): error TS2322: Type '{}' is not assignable to type 'Props'.`;
    expect(readableTscOutput(output, source, 'mf_catalogue')).toBe(
      "    mf_catalogue/ProductListPage: error TS2322: Type '{}' is not assignable to type 'Props'.",
    );
  });
});
