import { renderStandalone } from '@frio/shared/standalone';
import RegisterPage from '../exposed/RegisterPage.tsx';
import RegisterCompletedPage from '../exposed/RegisterCompletedPage.tsx';
import LoginPage from '../exposed/LoginPage.tsx';
import PassRecoverPage from '../exposed/PassRecoverPage.tsx';

renderStandalone('mf-accounts', [
  { path: '/register', Component: RegisterPage },
  { path: '/register/completed', Component: RegisterCompletedPage },
  { path: '/login', Component: LoginPage },
  { path: '/passrecover', Component: PassRecoverPage },
]);
