import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { SignupForm } from './SignupForm.tsx';
import { submitSignup } from './submit-signup.ts';
import { SUBMITTED_STATE } from './useSignup.ts';

vi.mock('./submit-signup.ts', () => ({ submitSignup: vi.fn() }));
const submit = vi.mocked(submitSignup);

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <SignupForm /> },
      { path: '/register/completed', element: <h1>completado</h1> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fillValid() {
  const typed = {
    Nombre: 'Ana María',
    Apellido: 'Gómez',
    Teléfono: '3455 401234',
    DNI: '30123456',
    Email: 'Ana@Ejemplo.com',
    Localidad: 'Villaguay',
  };
  for (const [label, value] of Object.entries(typed))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  submit.mockReset();
});

describe('SignupForm', () => {
  it('has labelled inputs with the right types and autocomplete hints', () => {
    renderForm();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('DNI')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Localidad')).toHaveAttribute('autocomplete', 'address-level2');
  });

  it('an empty submit shows the required message once, under the first field, linked from the others, and writes nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getAllByText('Por favor, complete todos los campos')).toHaveLength(1);
    expect(screen.getByText('Por favor, complete todos los campos').parentElement).toContainElement(
      screen.getByLabelText('Nombre'),
    );
    for (const label of ['Nombre', 'Localidad']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Por favor, complete todos los campos');
    }
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('a rule about two fields says so once, under the first, and both fields point to it', async () => {
    const user = userEvent.setup();
    renderForm();
    fillValid();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'B'.repeat(60) } });
    fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'A'.repeat(60) } });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const message = 'El apellido y el nombre juntos no pueden superar los 120 caracteres.';
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByText(message).parentElement).toContainElement(screen.getByLabelText('Nombre'));
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
  });

  it('writes the record once, shows a busy button meanwhile, then goes to the completed page', async () => {
    let finish: () => void = () => {};
    submit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const router = renderForm();
    fillValid();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const busy = screen.getByRole('button', { name: 'Enviando…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    screen.getByLabelText('Email').closest('form')!.requestSubmit();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(
      30123456,
      expect.objectContaining({ nombre: 'Gómez Ana María', email: 'ana@ejemplo.com', dni: 30123456 }),
    );
    finish();
    expect(await screen.findByRole('heading', { name: 'completado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/completed');
    expect(router.state.location.state).toEqual(SUBMITTED_STATE);
  });

  it("the DNI hint's example, dots and all, is a DNI the form takes", async () => {
    submit.mockResolvedValue();
    const user = userEvent.setup();
    renderForm();
    fillValid();
    const dni = screen.getByLabelText('DNI');
    expect(dni).toHaveAccessibleDescription(/30\.123\.456/);
    fireEvent.change(dni, { target: { value: '30.123.456' } });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(submit).toHaveBeenCalledWith(30123456, expect.objectContaining({ dni: 30123456 }));
  });

  it('a pasted value too long is kept whole and refused with its rule, never cut into another DNI or phone', async () => {
    const user = userEvent.setup();
    renderForm();
    fillValid();
    for (const [label, pasted] of [
      ['DNI', '30.123.4567'],
      ['Teléfono', '3455 401234 / 3455 409876'],
    ] as const) {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(pasted);
      expect(field).toHaveValue(pasted);
    }
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByLabelText('DNI')).toHaveAccessibleDescription(/Ingresá un DNI válido/);
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(/Ingresá un teléfono válido/);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a denied write shows a Spanish message, WhatsApp once, and keeps everything typed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    submit.mockRejectedValue(
      Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }),
    );
    const user = userEvent.setup();
    renderForm();
    fillValid();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Si ya te registraste con este DNI, no hace falta enviarla de nuevo');
    // WhatsApp is offered once (the link), not in the sentence and again in the link.
    expect(alert.textContent!.match(/whatsapp/gi)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Escribinos por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana María');
    expect(screen.getByLabelText('DNI')).toHaveValue('30123456');
    expect(screen.getByLabelText('Email')).toHaveValue('Ana@Ejemplo.com');
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
    expect(console.warn).toHaveBeenCalled();
  });
});
