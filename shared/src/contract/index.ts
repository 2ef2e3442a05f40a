/**
 * The federation contract, one typed module per remote: what it exposes besides its pages and the props
 * the shell passes. `pnpm release` checks a new remote against the copy the live shell was built with.
 */
import { accounts } from './accounts.ts';
import { calculator } from './calculator.ts';
import { catalogue } from './catalogue.ts';
import { content } from './content.ts';
import type { PropsOf } from './define.ts';

export { accounts, calculator, catalogue, content };
export type { SearchFieldProps } from './catalogue.ts';
export { exposeId } from './define.ts';
export type { ExposeId, ExposeKind, ExposeManifestFields, NoProps, PropsOf, RemoteContract } from './define.ts';

/** Every remote the shell loads. */
export const remoteContracts = [content, catalogue, calculator, accounts] as const;

export type RemoteName = (typeof remoteContracts)[number]['name'];

/** Remote name -> exposed module -> props, e.g. ContractProps['mf_calculator']['Calculator']. */
export type ContractProps = { [C in (typeof remoteContracts)[number] as C['name']]: PropsOf<C> };
