import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from '@frio/shared/router';
import { ErrorBoundary } from '../features/errors/ErrorBoundary.tsx';
import { AppError } from '../features/errors/AppError.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The whole app inside a router: the browser's (main.tsx hydrates or renders it) or the server's
 * (server/render-app.tsx renders it to HTML). One tree for both, so the HTML is what hydration expects.
 */
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

/** The app in the browser. */
export function App() {
  return <AppWithRouter Router={BrowserRouter} />;
}
