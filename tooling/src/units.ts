import { accounts, calculator, catalogue, content } from '@frio/shared/contract';
import { ports } from './ports.ts';

/**
 * The five deployable units: federation names and the local ports `start` and the tests serve them on
 * (ports.ts: moved by FRIO_PORT_BASE). Production locations are not here: they are deploy-time data
 * (the shell's remotes.json, FRIO_BASE_URL).
 */
export const units = {
  shell: { dir: 'shell', federationName: 'shell', port: ports.shell },
  content: { dir: 'mf-content', federationName: content.name, port: ports.content },
  catalogue: { dir: 'mf-catalogue', federationName: catalogue.name, port: ports.catalogue },
  calculator: { dir: 'mf-calculator', federationName: calculator.name, port: ports.calculator },
  accounts: { dir: 'mf-accounts', federationName: accounts.name, port: ports.accounts },
} as const;

export type UnitKey = keyof typeof units;
export type RemoteKey = Exclude<UnitKey, 'shell'>;
export type RemoteName = (typeof units)[RemoteKey]['federationName'];

/** Local demo backend ports (Auth emulator and firebase-server). */
export const backendPorts = { auth: ports.auth, database: ports.database } as const;

/** The demo partner page that embeds the calculator (its own origin). */
export const partnerDemoPort = ports.partnerDemo;

export function localUrl(port: number): string {
  return `http://localhost:${port}/`;
}
