import { renderStandalone } from '@frio/shared/standalone';

renderStandalone('mf-accounts', [
  { path: '/register', load: () => import('../exposed/RegisterPage.tsx') },
  { path: '/register/completed', load: () => import('../exposed/RegisterCompletedPage.tsx') },
  { path: '/login', load: () => import('../exposed/LoginPage.tsx') },
  { path: '/passrecover', load: () => import('../exposed/PassRecoverPage.tsx') },
]);
