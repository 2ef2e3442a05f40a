import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_EVENT } from '@frio/shared/session';
import { AccountMenu } from './AccountMenu.tsx';
import { signOutAccount, watchAccount } from './account-session.ts';

vi.mock('./account-session.ts', () => ({ watchAccount: vi.fn(), signOutAccount: vi.fn() }));
const watch = vi.mocked(watchAccount);
const signOut = vi.mocked(signOutAccount);

beforeEach(() => {
  watch.mockReset();
  signOut.mockReset();
});

describe('AccountMenu', () => {
  it('shows the signed-in user and signs out, announcing the change', async () => {
    const stop = vi.fn();
    watch.mockImplementation(async (onUser) => {
      onUser({ displayName: 'Técnico Demo', email: 'tecnico@demo.frio' } as never);
      return stop;
    });
    signOut.mockResolvedValue();
    const announced = vi.fn();
    window.addEventListener(SESSION_EVENT, announced);
    const user = userEvent.setup();
    const { unmount } = render(<AccountMenu />);
    const group = await screen.findByRole('group', { name: 'Tu cuenta' });
    expect(group).toHaveTextContent('Sesión iniciada como Técnico Demo');
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
    unmount();
    expect(stop).toHaveBeenCalled();
    window.removeEventListener(SESSION_EVENT, announced);
  });

  it('renders nothing without a user', async () => {
    watch.mockImplementation(async (onUser) => {
      onUser(null);
      return () => {};
    });
    const { container } = render(<AccountMenu />);
    await vi.waitFor(() => expect(watch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('"Usar sin conexión" saves at once in a panel under the bar; Escape or Cerrar closes it, focus back on the button', async () => {
    watch.mockImplementation(async (onUser) => {
      onUser({ displayName: 'Técnico Demo', email: 'tecnico@demo.frio' } as never);
      return () => {};
    });
    const user = userEvent.setup();
    render(<AccountMenu />);
    const button = await screen.findByRole('button', { name: 'Usar sin conexión' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Usar sin conexión' });
    // The save starts with the press (jsdom has no Cache Storage: its Spanish refusal is the outcome).
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Este navegador no permite guardar el catálogo para usarlo sin conexión.',
    );
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(
      within(screen.getByRole('region', { name: 'Usar sin conexión' })).getByRole('button', { name: 'Cerrar' }),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
