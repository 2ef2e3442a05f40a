import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@frio/shared/router';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { remotesReady } from '../features/remotes/remotes-config.ts';
import { AppRoutes } from './routes.tsx';
import './base.css';

// remotes.json is fetched in parallel with the first render; page loads wait for it.
void remotesReady();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary fallback={() => <AppError />}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
