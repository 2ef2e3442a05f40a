/**
 * The air-conditioner catalogue the calculator recommends from: the one file the business edits.
 * Each model needs `nombre` and `frigorias`; `link` is optional (a web search for the name by default).
 * Placeholder list: the spec gives only its shape (22 models, three brands, on/off and inverter,
 * 2245 to 6800 frigorías), not the real models.
 */
import type { AcModel } from '@frio/shared/types';

type CatalogueEntry = Omit<AcModel, 'link'> & { link?: string };

const catalogue: CatalogueEntry[] = [
  { nombre: 'BGH Silent Air 2245 frigorías on/off', frigorias: 2245 },
  { nombre: 'BGH Silent Air inverter 2580 frigorías', frigorias: 2580 },
  { nombre: 'BGH Silent Air 3000 frigorías on/off', frigorias: 3000 },
  { nombre: 'BGH Silent Air inverter 3010 frigorías', frigorias: 3010 },
  { nombre: 'BGH Silent Air 4500 frigorías on/off', frigorias: 4500 },
  { nombre: 'BGH Silent Air inverter 4550 frigorías', frigorias: 4550 },
  { nombre: 'BGH Silent Air 5500 frigorías on/off', frigorias: 5500 },
  { nombre: 'BGH Silent Air inverter 6800 frigorías', frigorias: 6800 },

  { nombre: 'Surrey Pria 2250 frigorías on/off', frigorias: 2250 },
  { nombre: 'Surrey inverter 2600 frigorías', frigorias: 2600 },
  { nombre: 'Surrey Pria 3000 frigorías on/off', frigorias: 3000 },
  { nombre: 'Surrey inverter 3000 frigorías', frigorias: 3000 },
  { nombre: 'Surrey Pria 4500 frigorías on/off', frigorias: 4500 },
  { nombre: 'Surrey inverter 4600 frigorías', frigorias: 4600 },
  { nombre: 'Surrey Pria 5500 frigorías on/off', frigorias: 5500 },
  { nombre: 'Surrey inverter 6000 frigorías', frigorias: 6000 },

  { nombre: 'Midea Xtreme Save 2250 frigorías on/off', frigorias: 2250 },
  { nombre: 'Midea Xtreme Save inverter 2700 frigorías', frigorias: 2700 },
  { nombre: 'Midea Xtreme Save 3000 frigorías on/off', frigorias: 3000 },
  { nombre: 'Midea Xtreme Save inverter 3200 frigorías', frigorias: 3200 },
  { nombre: 'Midea Xtreme Save 4500 frigorías on/off', frigorias: 4500 },
  { nombre: 'Midea Xtreme Save inverter 5200 frigorías', frigorias: 5200 },
];

function webSearchLink(nombre: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent(nombre)}`;
}

export const acModels: readonly AcModel[] = catalogue.map(({ nombre, frigorias, link }) => ({
  nombre,
  frigorias,
  link: link ?? webSearchLink(nombre),
}));
