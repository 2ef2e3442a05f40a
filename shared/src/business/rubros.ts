import { isRubro, type Rubro } from './types.ts';

/** Readable Spanish names of the twelve supply categories, keyed by their search term (one place). */
export const rubroLabels: Readonly<Record<Rubro, string>> = {
  cobre: 'Cobre',
  gas: 'Gas refrigerante',
  lata: 'Productos en lata',
  arma: 'Aislación Armaflex',
  filtro: 'Filtros',
  motoc: 'Motocompresores',
  valv: 'Válvulas',
  termostato: 'Termostatos',
  placa: 'Placas electrónicas',
  cable: 'Cables',
  aceite: 'Aceites',
  manifold: 'Manifolds',
};

/** The category's readable name; any other term (a listing opened by its URL) is shown capitalised. */
export function rubroLabel(rubro: string): string {
  const term = rubro.trim().toLowerCase();
  if (isRubro(term)) return rubroLabels[term];
  return term.charAt(0).toUpperCase() + term.slice(1);
}
