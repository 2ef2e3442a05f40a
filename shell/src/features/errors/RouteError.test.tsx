import { Suspense, lazy, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteError } from './RouteError.tsx';
import { RemoteLoadError } from '../../lib/remotes/remote-error.ts';

/** The shell's page area (Layout.tsx): an error boundary around Suspense around the routed page. */
function PageArea({ Page, resetKey = '/' }: { Page: ComponentType; resetKey?: string }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<p>Cargando…</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

describe('RouteError', () => {
  it('a remote that cannot load shows the "not available" screen with retry and WhatsApp', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageArea Page={lazy(() => Promise.reject(new RemoteLoadError('mf_catalogue')))} />);
    expect(
      await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it('a page that throws while rendering shows the generic fallback, never a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageArea
        Page={() => {
          throw new Error('boom');
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Algo salió mal al mostrar esta página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('going to another page clears the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Site({ path }: { path: string }) {
      const Page = path === '/roto' ? Broken : Fine;
      return <PageArea Page={Page} resetKey={path} />;
    }
    const { rerender } = render(<Site path="/roto" />);
    expect(await screen.findByRole('heading', { name: 'Algo salió mal al mostrar esta página' })).toBeInTheDocument();
    act(() => rerender(<Site path="/contacto" />));
    expect(screen.getByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal al mostrar esta página' })).toBeNull();
  });
});

function Broken(): never {
  throw new Error('boom');
}

function Fine() {
  return <h1>Contacto</h1>;
}
