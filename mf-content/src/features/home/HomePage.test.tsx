import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contact } from '@frio/shared/contact';
import { renderAt } from '../../test/render.tsx';
import HomePage from './HomePage.tsx';

vi.mock('./BannerSlider.tsx', () => ({ default: () => null }));
vi.mock('./instagram-embed.ts', () => ({ loadInstagramEmbed: () => Promise.reject(new Error('unreachable')) }));

describe('HomePage', () => {
  it('has one h1, the three cards and the technician call linking to /register', () => {
    renderAt(<HomePage />, '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Frío para transporte', 'Insumos y repuestos', 'Aires acondicionados']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ver equipos para transporte' })).toHaveAttribute(
      'href',
      '/productos/transporte',
    );
    expect(screen.getByRole('link', { name: 'Ver insumos' })).toHaveAttribute('href', '/productos/insumos');
    expect(screen.getByRole('link', { name: 'Ver aires acondicionados' })).toHaveAttribute('href', '/productos/aires');
    expect(screen.getByRole('link', { name: 'Registrate como técnico' })).toHaveAttribute('href', '/register');
  });

  it('loads the Instagram feed only on request and falls back to the profile link when it fails', async () => {
    renderAt(<HomePage />, '/');
    expect(document.querySelector('blockquote.instagram-media')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ver publicaciones de Instagram' }));
    expect(await screen.findByText(/No pudimos cargar las publicaciones/)).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: 'Ir a nuestro perfil de Instagram' });
    expect(profile).toHaveAttribute('href', contact.instagram);
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(profile).toHaveAttribute('target', '_blank');
  });
});
