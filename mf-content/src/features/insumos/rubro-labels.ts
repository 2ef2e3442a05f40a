import { rubros, type Rubro } from '@frio/shared/types';

interface RubroInfo {
  /** What a visitor reads for the category. */
  label: string;
  /** One line on what it holds. */
  description: string;
}

/** Readable Spanish names of the twelve supply categories, keyed by their search term. */
const rubroInfo: Record<Rubro, RubroInfo> = {
  cobre: { label: 'Cobre', description: 'Caños, rollos, codos y cuplas de cobre.' },
  gas: { label: 'Gas refrigerante', description: 'Garrafas de R22, R134A, R410A, R32 y más.' },
  lata: { label: 'Productos en lata', description: 'Gas en lata, limpiadores de serpentinas y detectores de fugas.' },
  arma: { label: 'Aislación Armaflex', description: 'Aislación, cintas y adhesivo Armaflex.' },
  filtro: { label: 'Filtros', description: 'Filtros deshidratadores, secadores y de aceite.' },
  motoc: { label: 'Motocompresores', description: 'Motocompresores herméticos y rotativos.' },
  valv: { label: 'Válvulas', description: 'Válvulas de servicio, expansión, solenoide y carga.' },
  termostato: { label: 'Termostatos', description: 'Termostatos mecánicos y controladores digitales.' },
  placa: { label: 'Placas electrónicas', description: 'Placas para equipos split, inverter y heladeras.' },
  cable: { label: 'Cables', description: 'Cables de interconexión, taller y sensores.' },
  aceite: { label: 'Aceites', description: 'Aceites POE, minerales y PAG.' },
  manifold: { label: 'Manifolds', description: 'Manifolds analógicos y digitales, y mangueras de carga.' },
};

export function rubroLabel(rubro: Rubro): string {
  return rubroInfo[rubro].label;
}

/** The listing of one category (rendered by the catalogue remote). */
export function rubroHref(rubro: Rubro): string {
  return `/productos/insumos/${rubro}`;
}

/** The grid, in the spec's order. */
export const rubroCards = rubros.map((rubro) => ({ rubro, ...rubroInfo[rubro], href: rubroHref(rubro) }));
