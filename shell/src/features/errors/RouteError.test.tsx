import { Suspense, lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouteError } from './RouteError.tsx';
import { RemoteLoadError } from '../remotes/remote-error.ts';

/** The shell's shape: a layout with Suspense, a pathless route with the error element, the page. */
function renderRoute(Page: ComponentType) {
  const frame = () => (
    <Suspense fallback={<p>Cargando…</p>}>
      <Outlet />
    </Suspense>
  );
  const router = createMemoryRouter([{ Component: frame, children: [{ errorElement: <RouteError />, children: [{ path: '/', Component: Page }] }] }]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('a remote that cannot load shows the "not available" screen with retry and WhatsApp', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(lazy(() => Promise.reject(new RemoteLoadError('mf_catalogue'))));
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('a page that throws while rendering shows the generic fallback, never a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Algo salió mal al mostrar esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
