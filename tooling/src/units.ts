import { accounts, calculator, catalogue, content } from '@frio/shared/contract';

/**
 * The five deployable units: federation names and the local ports `start` and the tests serve them on.
 * Production locations are not here: they are deploy-time data (shell/public/remotes.json, FRIO_BASE_URL).
 */
export const units = {
  shell: { dir: 'shell', federationName: 'shell', port: 4173 },
  content: { dir: 'mf-content', federationName: content.name, port: 4174 },
  catalogue: { dir: 'mf-catalogue', federationName: catalogue.name, port: 4175 },
  calculator: { dir: 'mf-calculator', federationName: calculator.name, port: 4176 },
  accounts: { dir: 'mf-accounts', federationName: accounts.name, port: 4177 },
} as const;

export type UnitKey = keyof typeof units;
export type RemoteKey = Exclude<UnitKey, 'shell'>;
export type RemoteName = (typeof units)[RemoteKey]['federationName'];

/** Local demo backend ports (Auth emulator and firebase-server). */
export const backendPorts = { auth: 9099, database: 9000 } as const;

/** The demo partner page that embeds the calculator (its own origin). */
export const partnerDemoPort = 4180;

export function localUrl(port: number): string {
  return `http://localhost:${port}/`;
}
