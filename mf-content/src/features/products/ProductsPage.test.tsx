import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import ProductsPage from './ProductsPage.tsx';

describe('ProductsPage', () => {
  it('scrolls to the top and links every button to its target', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt(<ProductsPage />, '/productos');
    expect(scrollTo).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Productos');
    expect(screen.getByRole('link', { name: 'Ir a Transporte' })).toHaveAttribute('href', '/productos/transporte');
    expect(screen.getByRole('link', { name: 'Ir a Insumos' })).toHaveAttribute('href', '/productos/insumos');
    expect(screen.getByRole('link', { name: 'Calculadora de aire acondicionado' })).toHaveAttribute(
      'href',
      '/calculadora-aire-acondicionado',
    );
    for (const name of ['Contactate con nosotros', 'Pedí tu cotización']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/3\.000 hasta 18\.000 frigorías/)).toBeInTheDocument();
  });
});
