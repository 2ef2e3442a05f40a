import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@frio/shared/testing/router';
import { SESSION_EVENT } from '@frio/shared/session';
import { LoginForm } from './LoginForm.tsx';
import { isOwner, signIn, watchSignedIn } from './sign-in.ts';

vi.mock('./sign-in.ts', () => ({ signIn: vi.fn(), watchSignedIn: vi.fn(), isOwner: vi.fn() }));
const signInMock = vi.mocked(signIn);
const watchMock = vi.mocked(watchSignedIn);
const ownerMock = vi.mocked(isOwner);

/** Auth as the form sees it: the restored user at first, then whatever `change` reports. */
function authWith(initial: { email: string | null; displayName: string | null } | null) {
  let listener: ((user: never) => void) | undefined;
  const unsubscribe = vi.fn();
  watchMock.mockImplementation(async (onUser) => {
    listener = onUser as (user: never) => void;
    onUser(initial as never);
    return unsubscribe;
  });
  return {
    change: (user: { email: string | null; displayName: string | null } | null) => act(() => listener?.(user as never)),
    unsubscribe,
  };
}

function renderLogin(entry: string | { pathname: string; state: unknown } = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '*', element: <h1>destino</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
}

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => {
  signInMock.mockReset();
  ownerMock.mockReset().mockResolvedValue(false);
  watchMock.mockReset();
  authWith(null);
});

describe('LoginForm', () => {
  it('on load logs "nobody authenticated" when there is no session', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderLogin();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('nobody authenticated'));
  });

  it('on load tells a signed-in user who they are', async () => {
    authWith({ email: 'tecnico@demo.frio', displayName: null });
    renderLogin();
    expect(await screen.findByText(/Ya ingresaste como tecnico@demo.frio/)).toBeInTheDocument();
  });

  it('follows the session live: a sign-out removes the notice, a sign-in elsewhere brings it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const auth = authWith({ email: 'tecnico@demo.frio', displayName: null });
    renderLogin();
    expect(await screen.findByText(/Ya ingresaste como tecnico@demo.frio/)).toBeInTheDocument();
    auth.change(null);
    expect(screen.queryByText(/Ya ingresaste/)).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalledWith('nobody authenticated'); // only the on-load check logs it
    auth.change({ email: 'otra@demo.frio', displayName: null });
    expect(screen.getByText(/Ya ingresaste como otra@demo.frio/)).toBeInTheDocument();
  });

  it.each([
    ['tecnico', 'x', 'Inserte un email valido', 'Email'],
    ['tecnico@demo.frio', '', 'Inserte una contraseña', 'Contraseña'],
  ])('validates before calling the service (%s / %j)', async (email, password, message, label) => {
    const user = userEvent.setup();
    renderLogin();
    fill(email, password);
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(signInMock).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Email o contraseña incorrectos'],
    ['auth/user-not-found', 'El usuario al que intenta acceder no existe'],
  ])('shows the message for %s', async (code, message) => {
    signInMock.mockRejectedValue(firebaseError(code));
    const user = userEvent.setup();
    renderLogin();
    fill('tecnico@demo.frio', 'mal');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('tecnico@demo.frio');
  });

  it('signs in once with the lowercased e-mail, busy meanwhile, announces the session and returns to `from`', async () => {
    let finish: () => void = () => {};
    signInMock.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({} as never))));
    const announced = vi.fn();
    window.addEventListener(SESSION_EVENT, announced);
    const user = userEvent.setup();
    const router = renderLogin({
      pathname: '/login',
      state: { from: { pathname: '/productos/insumos/cobre', search: '' } },
    });
    fill('Tecnico@Demo.FRIO', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getByRole('button', { name: 'Ingresando…' })).toBeDisabled();
    screen.getByLabelText('Email').closest('form')!.requestSubmit();
    expect(signInMock).toHaveBeenCalledTimes(1);
    expect(signInMock).toHaveBeenCalledWith('tecnico@demo.frio', 'demo1234');
    finish();
    expect(await screen.findByRole('heading', { name: 'destino' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/productos/insumos/cobre');
    expect(announced).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EVENT, announced);
  });

  it('without `from` or ?next= it goes to /productos', async () => {
    signInMock.mockResolvedValue({} as never);
    const user = userEvent.setup();
    const router = renderLogin('/login?next=https://malo.example/');
    fill('tecnico@demo.frio', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByRole('heading', { name: 'destino' });
    expect(router.state.location.pathname).toBe('/productos');
  });

  it('the owner, without `from` or ?next=, goes to the back-office; with one, to it', async () => {
    signInMock.mockResolvedValue({} as never);
    ownerMock.mockResolvedValue(true);
    const user = userEvent.setup();
    const router = renderLogin();
    fill('dueno@demo.frio', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByRole('heading', { name: 'destino' });
    expect(router.state.location.pathname).toBe('/admin');
    cleanup();
    const again = renderLogin('/login?next=/faq');
    fill('dueno@demo.frio', 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByRole('heading', { name: 'destino' });
    expect(again.state.location.pathname).toBe('/faq');
  });

  it('links to recovery and to the register form', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/passrecover');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
  });
});
