import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@frio/shared/router';
import { remotesReady } from '../features/remotes/remotes-config.ts';
import { routes } from './routes.tsx';
import './base.css';

// remotes.json is fetched in parallel with the first render; page loads wait for it.
void remotesReady();
const router = createBrowserRouter(routes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
