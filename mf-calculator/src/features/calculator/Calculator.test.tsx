import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from './Calculator.tsx';

function setup(props: Parameters<typeof Calculator>[0] = {}) {
  const user = userEvent.setup();
  render(<Calculator {...props} />);
  const results = screen.getByRole('region', { name: 'Potencia necesaria' });
  const figure = (unit: string) => within(results).getByText(unit, { selector: 'dt' }).nextElementSibling?.textContent;
  return { user, results, figure };
}

/** 4 × 5 × 2,6 m, 2 people, Living: 3.115 frigorías (typed with a comma decimal). */
async function fillLivingRoom(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Largo (m)'), '4');
  await user.type(screen.getByLabelText('Ancho (m)'), '5');
  await user.type(screen.getByLabelText('Altura (m)'), '2,6');
  await user.clear(screen.getByLabelText('Personas'));
  await user.type(screen.getByLabelText('Personas'), '2');
  await user.selectOptions(screen.getByLabelText('Tipo de ambiente'), 'Living');
}

describe('Calculator', () => {
  it('starts at 0 with no recommendations', () => {
    const { results, figure } = setup();
    expect(figure('Kcal/h')).toBe('0');
    expect(figure('frigorías')).toBe('0');
    expect(figure('watts')).toBe('0');
    expect(within(results).queryByRole('list')).toBeNull();
  });

  it('computes with comma decimals on Enter and lists models with web-search links', async () => {
    const { user, results, figure } = setup();
    await fillLivingRoom(user);
    await user.type(screen.getByLabelText('Personas'), '{Enter}');
    expect(figure('Kcal/h')).toBe('3.115');
    expect(figure('frigorías')).toBe('3.115');
    expect(figure('watts')).toBe('3.622');
    const link = within(results).getByRole('link', { name: /^Surrey inverter 3000 frigorías/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.google\.com\/search\?q=/));
  });

  it('each recommended model also has Consultar: WhatsApp with its name and the frigorías, tagged with the campaign', async () => {
    const { user, results } = setup({ campaign: 'socio-x' });
    await fillLivingRoom(user);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const items = within(results).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const [search, query] = within(item).getAllByRole('link');
      const model = search!.textContent!.replace(/\s*\(buscar en la web\).*$/, '');
      expect(query).toHaveAccessibleName(`Consultar ${model} por WhatsApp (se abre en otra pestaña)`);
      const url = new URL(query!.getAttribute('href')!);
      expect(url.origin).toBe('https://wa.me');
      expect(url.searchParams.get('text')).toBe(
        `¡Hola! Quisiera consultar por el equipo ${model}. Según la calculadora necesito unas 3.115 frigorías.\n\nRef. SOCIOX`,
      );
    }
  });

  it('shows a Spanish message per wrong field, keeps what was typed and focuses the first', async () => {
    const { user, figure } = setup();
    await user.type(screen.getByLabelText('Largo (m)'), '3,5');
    await user.type(screen.getByLabelText('Ancho (m)'), 'tres');
    await user.type(screen.getByLabelText('Altura (m)'), '260');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const width = screen.getByLabelText('Ancho (m)');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    expect(width).toHaveAccessibleDescription(/El ancho debe ser un número/);
    expect(width).toHaveValue('tres');
    expect(width).toHaveFocus();
    expect(screen.getByLabelText('Altura (m)')).toHaveAccessibleDescription(/La altura no puede superar los 10 m/);
    expect(screen.getByLabelText('Largo (m)')).not.toHaveAttribute('aria-invalid');
    expect(figure('Kcal/h')).toBe('0');
  });

  it("clears an earlier room's result when the new data are wrong, and keeps what was typed", async () => {
    const { user, results, figure } = setup();
    await user.type(screen.getByLabelText('Largo (m)'), '4');
    await user.type(screen.getByLabelText('Ancho (m)'), '3');
    await user.type(screen.getByLabelText('Altura (m)'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(figure('Kcal/h')).not.toBe('0');
    expect(within(results).getByRole('list')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Ancho (m)'));
    await user.type(screen.getByLabelText('Ancho (m)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(screen.getByLabelText('Ancho (m)')).toHaveAccessibleDescription(/El ancho debe ser un número/);
    expect(screen.getByLabelText('Ancho (m)')).toHaveValue('abc');
    expect(figure('Kcal/h')).toBe('0');
    expect(within(results).queryByRole('list')).toBeNull();
    expect(within(results).getByText('Completá los datos y tocá Calcular.')).toBeInTheDocument();
  });

  it('offers the WhatsApp custom quote, tagged with the campaign, when no model is within 500', async () => {
    const { user, results } = setup({ campaign: 'socio-x' });
    await user.type(screen.getByLabelText('Largo (m)'), '10');
    await user.type(screen.getByLabelText('Ancho (m)'), '8');
    await user.type(screen.getByLabelText('Altura (m)'), '3');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(results).toHaveTextContent(/No tenemos un equipo de catálogo/);
    const link = within(results).getByRole('link', { name: /WhatsApp/ });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text');
    expect(text).toMatch(/a medida.*12\.301 frigorías\.\n\nRef\. SOCIOX$/);
    expect(results).toHaveTextContent('de 3.000 a 18.000 frigorías');
  });

  it('a tiny room gets no custom-unit pitch "de 3.000 a 18.000"', async () => {
    const { user, results } = setup();
    await user.type(screen.getByLabelText('Largo (m)'), '0,1');
    await user.type(screen.getByLabelText('Ancho (m)'), '0,1');
    await user.type(screen.getByLabelText('Altura (m)'), '0,1');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(results).toHaveTextContent(/No tenemos un equipo de catálogo/);
    expect(results).not.toHaveTextContent('3.000 a 18.000');
    expect(within(results).getByRole('link', { name: /Consultanos por WhatsApp/ })).toBeInTheDocument();
  });

  it('marks the result out of date after an edit, until the next Calcular', async () => {
    const { user, results } = setup();
    await user.type(screen.getByLabelText('Largo (m)'), '4');
    await user.type(screen.getByLabelText('Ancho (m)'), '3');
    await user.type(screen.getByLabelText('Altura (m)'), '2,6');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(within(results).queryByText(/tocá Calcular para actualizar/)).toBeNull();
    await user.type(screen.getByLabelText('Largo (m)'), '5');
    expect(
      within(results).getByText(/Cambiaste los datos: tocá Calcular para actualizar el resultado/),
    ).toBeInTheDocument();
    // Back to the calculated data: the result is current again.
    await user.type(screen.getByLabelText('Largo (m)'), '{Backspace}');
    expect(within(results).queryByText(/tocá Calcular para actualizar/)).toBeNull();
    await user.type(screen.getByLabelText('Personas'), '2');
    expect(within(results).getByText(/tocá Calcular para actualizar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(within(results).queryByText(/tocá Calcular para actualizar/)).toBeNull();
  });
});
