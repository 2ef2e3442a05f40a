import { rubros, type Rubro } from '@frio/shared/types';
import { rubroLabels } from '@frio/shared/rubros';

interface RubroInfo {
  /** What a visitor reads for the category. */
  label: string;
  /** One line on what it holds. */
  description: string;
}

/** Readable Spanish names of the twelve supply categories, keyed by their search term. */
const rubroInfo: Record<Rubro, RubroInfo> = {
  cobre: { label: rubroLabels.cobre, description: 'Caños, rollos, codos y cuplas de cobre.' },
  gas: { label: rubroLabels.gas, description: 'Garrafas de R22, R134A, R410A, R32 y más.' },
  lata: { label: rubroLabels.lata, description: 'Gas en lata, limpiadores de serpentinas y detectores de fugas.' },
  arma: { label: rubroLabels.arma, description: 'Aislación, cintas y adhesivo Armaflex.' },
  filtro: { label: rubroLabels.filtro, description: 'Filtros deshidratadores, secadores y de aceite.' },
  motoc: { label: rubroLabels.motoc, description: 'Motocompresores herméticos y rotativos.' },
  valv: { label: rubroLabels.valv, description: 'Válvulas de servicio, expansión, solenoide y carga.' },
  termostato: { label: rubroLabels.termostato, description: 'Termostatos mecánicos y controladores digitales.' },
  placa: { label: rubroLabels.placa, description: 'Placas para equipos split, inverter y heladeras.' },
  cable: { label: rubroLabels.cable, description: 'Cables de interconexión, taller y sensores.' },
  aceite: { label: rubroLabels.aceite, description: 'Aceites POE, minerales y PAG.' },
  manifold: { label: rubroLabels.manifold, description: 'Manifolds analógicos y digitales, y mangueras de carga.' },
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
