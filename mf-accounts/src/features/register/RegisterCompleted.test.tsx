import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { RegisterCompleted } from './RegisterCompleted.tsx';
import { SUBMITTED_STATE } from './useSignup.ts';

function renderAt(state: unknown) {
  const router = createMemoryRouter([{ path: '/register/completed', element: <RegisterCompleted /> }], {
    initialEntries: [{ pathname: '/register/completed', state }],
  });
  render(<RouterProvider router={router} />);
}

describe('RegisterCompleted', () => {
  it("after a submission: SPEC's confirmation and a button back to the start", () => {
    renderAt(SUBMITTED_STATE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Gracias por registrarte!');
    expect(screen.getByText('Nuestro equipo está verificando tus datos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('opened directly: no thanks, how to register and a link to the form', () => {
    renderAt(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registro de técnicos');
    expect(screen.queryByText(/Gracias por registrarte/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al formulario de registro' })).toHaveAttribute('href', '/register');
  });
});
