import type { NoProps, RemoteContract } from './define.ts';

/** mf_accounts: the account pages and the navbar's account widget. */
export interface AccountsExposes {
  LoginPage: NoProps;
  RegisterPage: NoProps;
  RegisterCompletedPage: NoProps;
  PassRecoverPage: NoProps;
  AccountWidget: NoProps;
  AdminPage: NoProps;
  ConsultasPage: NoProps;
}

export const accounts: RemoteContract<'mf_accounts', AccountsExposes> = {
  name: 'mf_accounts',
  exposes: {
    LoginPage: 'page',
    RegisterPage: 'page',
    RegisterCompletedPage: 'page',
    PassRecoverPage: 'page',
    AccountWidget: 'widget',
    AdminPage: 'page',
    ConsultasPage: 'page',
  },
};
