import type { NoProps, RemoteContract } from './define.ts';

/** mf_accounts: besides its pages, the navbar's account widget. */
export interface AccountsExposes {
  AccountWidget: NoProps;
}

export const accounts: RemoteContract<'mf_accounts', AccountsExposes> = {
  name: 'mf_accounts',
  exposes: { AccountWidget: 'widget' },
};
