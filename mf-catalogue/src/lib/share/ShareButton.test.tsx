import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './ShareButton.tsx';
import { COPIED_TEXT, COPY_FAILED_TEXT } from './ShareMenu.tsx';

const url = 'https://frio.example/producto/10672-cano-de-cobre';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

function show() {
  render(
    <>
      <ShareButton url={url} title="CAÑO DE COBRE" />
      <p>Fuera</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Compartir' });
}

describe('Compartir', () => {
  it("opens the phone's share sheet where the browser has one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.setup().click(show());
    expect(share).toHaveBeenCalledWith({ title: 'CAÑO DE COBRE', url });
    expect(screen.queryByRole('group', { name: 'Compartir' })).not.toBeInTheDocument();
  });

  it('elsewhere opens a menu with WhatsApp (the address prefilled) and Copiar enlace; Escape closes it', async () => {
    const user = userEvent.setup();
    const button = show();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const whatsapp = await screen.findByRole('link', { name: 'WhatsApp' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(whatsapp).toHaveFocus();
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toBe(`CAÑO DE COBRE\n${url}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Copiar enlace copies and says so; a refused clipboard shows the address to copy by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(show());
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent(`✓ ${COPIED_TEXT}`);

    writeText.mockRejectedValueOnce(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_FAILED_TEXT);
    expect(screen.getByLabelText(COPY_FAILED_TEXT)).toHaveValue(url);
  });

  it('closes when the visitor presses elsewhere, and Tab moves through its options', async () => {
    const user = userEvent.setup();
    const button = show();
    await user.click(button);
    await screen.findByRole('link', { name: 'WhatsApp' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toHaveFocus();
    await act(async () => {
      await user.click(screen.getByText('Fuera'));
    });
    expect(screen.queryByRole('group', { name: 'Compartir' })).not.toBeInTheDocument();
  });

  it('closes when Tab leaves it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ShareButton url={url} title="CAÑO DE COBRE" />
        <button type="button">Vaciar</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    await screen.findByRole('link', { name: 'WhatsApp' });
    await user.tab();
    await act(async () => {
      await user.tab();
    });
    expect(screen.getByRole('button', { name: 'Vaciar' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Compartir' })).not.toBeInTheDocument();
  });
});
