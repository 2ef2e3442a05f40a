import { rubros, type Rubro } from '@frio/shared/types';
import { rubroLabels } from '@frio/shared/rubros';

/** One line per category on what it holds (its name is @frio/shared/rubros' `rubroLabels`, the one place). */
const descriptions: Record<Rubro, string> = {
  cobre: 'Caños, rollos, codos y cuplas de cobre.',
  gas: 'Garrafas de R22, R134A, R410A, R32 y más.',
  lata: 'Gas en lata, limpiadores de serpentinas y detectores de fugas.',
  arma: 'Aislación, cintas y adhesivo Armaflex.',
  filtro: 'Filtros deshidratadores, secadores y de aceite.',
  motoc: 'Motocompresores herméticos y rotativos.',
  valv: 'Válvulas de servicio, expansión, solenoide y carga.',
  termostato: 'Termostatos mecánicos y controladores digitales.',
  placa: 'Placas para equipos split, inverter y heladeras.',
  cable: 'Cables de interconexión, taller y sensores.',
  aceite: 'Aceites POE, minerales y PAG.',
  manifold: 'Manifolds analógicos y digitales, y mangueras de carga.',
};

/** The listing of one category (rendered by the catalogue remote). */
export function rubroHref(rubro: Rubro): string {
  return `/productos/insumos/${rubro}`;
}

/** The grid, in the spec's order. */
export const rubroCards = rubros.map((rubro) => ({
  rubro,
  label: rubroLabels[rubro],
  description: descriptions[rubro],
  href: rubroHref(rubro),
}));
