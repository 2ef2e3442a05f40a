import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BACK_TEXT, WAITING_TEXT, WhatsAppSend } from './WhatsAppSend.tsx';

const href = 'https://wa.me/5493430000000?text=hola';
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => vi.restoreAllMocks());

describe('WhatsAppSend', () => {
  it('online, is the chat link and says nothing', () => {
    setOnline(true);
    render(<WhatsAppSend href={href} />);
    const link = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(link).toHaveAttribute('href', href);
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, waits for the signal and says so; back online it opens the chat, or asks for the tap again when blocked', () => {
    setOnline(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<WhatsAppSend href={href} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Enviar por WhatsApp' }))).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_TEXT);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(open).toHaveBeenCalledWith(href, '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('status')).toHaveTextContent(BACK_TEXT);
  });
});
