import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from '@frio/shared/router';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { AppRoutes } from './routes.tsx';

/** One tree for the browser's router and the server's, so the server's HTML is what hydration expects. */
export function AppWithRouter({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={() => <AppError />}>
        <Router>
          <AppRoutes />
        </Router>
      </ErrorBoundary>
    </StrictMode>
  );
}

export function App() {
  return <AppWithRouter Router={BrowserRouter} />;
}
