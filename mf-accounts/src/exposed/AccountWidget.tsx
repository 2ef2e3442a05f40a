import '@frio/shared/tokens.css';
import { AccountMenu } from '../features/account/AccountMenu.tsx';

/** The signed-in account in the navbar; the shell renders it only while a session exists. */
export default function AccountWidget() {
  return <AccountMenu />;
}
