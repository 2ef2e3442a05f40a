import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rubros } from '@frio/shared/types';
import { renderAt } from '../../test/render.tsx';
import InsumosPage from './InsumosPage.tsx';
import { rubroLabel } from '@frio/shared/rubros';

describe('InsumosPage', () => {
  it('shows the twelve categories, each with a distinct "Ver más" link to its listing', () => {
    renderAt(<InsumosPage />, '/productos/insumos');
    const links = screen.getAllByRole('link', { name: /^Ver más/ });
    expect(links).toHaveLength(12);
    for (const rubro of rubros) {
      expect(screen.getByRole('heading', { level: 3, name: rubroLabel(rubro) })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Ver más: ${rubroLabel(rubro)}` })).toHaveAttribute(
        'href',
        `/productos/insumos/${rubro}`,
      );
    }
  });
});
