import { StrictMode } from 'react';
import { BrowserRouter } from '@frio/shared/router';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole app: rendered to HTML by the prerender, hydrated (or rendered) by main.tsx. One tree for both. */
export function App() {
  return (
    <StrictMode>
      <ErrorBoundary fallback={() => <AppError />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>
  );
}
