/**
 * Deterministic demo catalogue for the `productos` collection: names as an Argentine refrigeration
 * supplier's ERP exports them (upper case, no accents), each containing one of the twelve rubro terms,
 * both price lists, stock 0 and above, and the idRubro/idSubrubro cases the listing must exclude.
 * The same seed always gives the same catalogue; `count` scales it for benchmarks.
 */
import type { Product } from '@frio/shared/types';

type Rng = () => number;

/** mulberry32: small, fast, deterministic. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

const sizes = ['1/4', '3/8', '1/2', '5/8', '3/4', '7/8'];
const gases = ['R22', 'R134A', 'R404A', 'R410A', 'R32', 'R600A', 'R407C', 'R507'];
const brands = ['DANFOSS', 'EMBRACO', 'TECUMSEH', 'SANHUA', 'CASTEL', 'EMERSON', 'ELGIN', 'GREE', 'FULLGAUGE'];

/** Name templates per rubro; every template contains the rubro term. */
const templates: Record<string, Array<(rng: Rng) => string>> = {
  cobre: [
    (r) => `CAÑO DE COBRE ${pick(r, sizes)} X 15 MTS`,
    (r) => `CODO DE COBRE ${pick(r, sizes)} 90 GRADOS`,
    (r) => `CUPLA DE COBRE ${pick(r, sizes)}`,
    (r) => `CAÑO COBRE FLEXIBLE ${pick(r, sizes)} ROLLO X ${pick(r, ['15', '25', '50'])} MTS`,
  ],
  gas: [
    (r) => `GAS REFRIGERANTE ${pick(r, gases)} GARRAFA X ${pick(r, ['5', '10', '11,3', '13,6'])} KG`,
    (r) => `GAS ${pick(r, gases)} RECARGABLE ${pick(r, brands)}`,
    (r) => `GAS BUTANO PARA SOLDADURA ${pick(r, ['X 300 G', 'X 400 G'])}`,
  ],
  lata: [
    (r) => `LATA DE GAS ${pick(r, gases)} X ${pick(r, ['650', '750', '1000'])} G`,
    () => 'LATA LIMPIADOR DE SERPENTINAS X 500 ML',
    () => 'LATA DETECTOR DE FUGAS X 400 ML',
  ],
  arma: [
    (r) => `AISLACION ARMAFLEX ${pick(r, sizes)} X 9 MM X 2 MTS`,
    (r) => `CINTA ARMAFLEX ${pick(r, ['3 MM', '5 MM'])} X 10 MTS`,
    () => 'ADHESIVO ARMAFLEX 520 X 250 ML',
  ],
  filtro: [
    (r) =>
      `FILTRO DESHIDRATADOR ${pick(r, sizes)} ${pick(r, brands)} ${pick(r, ['DML 032', 'DML 083', 'DCL 163', 'EK 052'])}`,
    (r) => `FILTRO SECADOR ${pick(r, ['15 G', '30 G', '50 G'])} CAPILAR`,
    (r) => `FILTRO DE ACEITE COMPRESOR ${pick(r, brands)}`,
  ],
  motoc: [
    (r) =>
      `MOTOCOMPRESOR ${pick(r, brands)} ${pick(r, ['1/6', '1/5', '1/4', '1/3', '1/2', '3/4', '1'])} HP ${pick(r, gases)}`,
    (r) => `MOTOCOMPRESOR ROTATIVO ${pick(r, ['9000', '12000', '18000', '24000'])} BTU ${pick(r, gases)}`,
  ],
  valv: [
    (r) => `VALVULA DE SERVICIO ${pick(r, sizes)} SAE`,
    (r) => `VALVULA DE EXPANSION ${pick(r, brands)} ${pick(r, gases)}`,
    (r) => `VALVULA SOLENOIDE ${pick(r, sizes)} 220V`,
    (r) => `VALVULA DE CARGA ${pick(r, sizes)} SCHRADER`,
  ],
  termostato: [
    (r) => `TERMOSTATO ${pick(r, brands)} ${pick(r, ['077B0021', '077B6225', 'TSV-2', 'RC-B'])}`,
    (r) => `TERMOSTATO DIGITAL ${pick(r, ['MT-512', 'MT-543', 'TC-900'])} FULLGAUGE`,
    () => 'TERMOSTATO HELADERA UNIVERSAL',
  ],
  placa: [
    (r) => `PLACA ELECTRONICA UNIVERSAL SPLIT ${pick(r, ['2250', '3000', '4500', '6000'])} FRIG`,
    (r) => `PLACA CONTROL HELADERA NO FROST ${pick(r, brands)}`,
    () => 'PLACA INVERTER CONDENSADORA',
  ],
  cable: [
    (r) => `CABLE TALLER ${pick(r, ['2X1', '3X1,5', '3X2,5', '4X1,5'])} MM X METRO`,
    (r) => `CABLE PARA SENSOR ${pick(r, ['1,5 MTS', '3 MTS'])}`,
    () => 'CABLE INTERCONEXION SPLIT 5 X 1,5 MM',
  ],
  aceite: [
    (r) => `ACEITE POE ${pick(r, ['32', '68', '170'])} X ${pick(r, ['1 LT', '4 LT', '250 ML'])}`,
    (r) => `ACEITE MINERAL ${pick(r, ['SUNISO 3GS', 'SUNISO 4GS'])} X 1 LT`,
    () => 'ACEITE PAG 46 AUTOMOTOR X 250 ML',
  ],
  manifold: [
    (r) => `MANIFOLD ${pick(r, ['2', '4'])} VIAS ${pick(r, ['R410A', 'R134A', 'R32'])} CON MANGUERAS`,
    () => 'MANIFOLD DIGITAL CON BALANZA',
    () => 'MANGUERA PARA MANIFOLD X 1,5 MTS',
  ],
};

export const rubroTerms = Object.keys(templates);

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** A Firebase push-id-like key, in insertion order. */
function pushKey(index: number, rng: Rng): string {
  let time = 1_700_000_000_000 + index * 1000;
  let head = '';
  for (let i = 0; i < 8; i += 1) {
    head = PUSH_CHARS.charAt(time % 64) + head;
    time = Math.floor(time / 64);
  }
  let tail = '';
  for (let i = 0; i < 12; i += 1) tail += PUSH_CHARS.charAt(Math.floor(rng() * 64));
  return head + tail;
}

export interface GenerateOptions {
  count?: number;
  seed?: number;
  /** Add the handful of malformed records the listing must survive. */
  malformed?: boolean;
  /** Give one rubro this share of the products (benchmarks: a rubro of thousands of items). */
  skew?: { term: string; share: number };
}

/** A record as stored (without `key`). Fields are loose on purpose for the malformed cases. */
export type StoredProduct = Omit<Product, 'key'> | Record<string, unknown>;

export function generateCatalogue({ count = 900, seed = 2026, malformed = true, skew }: GenerateOptions = {}): Record<
  string,
  StoredProduct
> {
  const rng = createRng(seed);
  const records: Record<string, StoredProduct> = {};
  for (let i = 0; i < count; i += 1) {
    const term = skew && rng() < skew.share ? skew.term : rubroTerms[i % rubroTerms.length]!;
    const nombre = pick(rng, templates[term]!)(rng);
    const lista1 = Math.round((2_000 + rng() * 400_000) / 10) * 10;
    const stockRoll = rng();
    const rubroRoll = rng();
    const subRoll = rng();
    const product: Omit<Product, 'key'> = {
      id: String(10_000 + i),
      codigo:
        rng() < 0.15
          ? ''
          : `${pick(rng, ['DF', 'EM', 'TC', 'SH', 'CA', 'FG'])}${String(Math.floor(rng() * 1e7)).padStart(7, '0')}`,
      nombre,
      descripcion: `${nombre.charAt(0)}${nombre.slice(1).toLowerCase()}`,
      stock: stockRoll < 0.2 ? 0 : Math.floor(1 + rng() * 60),
      lista1,
      lista2: Math.round((lista1 * 0.82) / 10) * 10,
      idRubro: rubroRoll < 0.55 ? 4 : rubroRoll < 0.9 ? 2 : pick(rng, [1, 3, 7]),
      idSubrubro: subRoll < 0.1 ? 13 : subRoll < 0.45 ? 14 : subRoll < 0.75 ? 16 : Math.floor(1 + rng() * 12),
    };
    if (rng() < 0.1) product.cantidad = Math.floor(1 + rng() * 10);
    records[pushKey(i, rng)] = product;
  }
  if (malformed) Object.assign(records, malformedRecords());
  return records;
}

/** Records a real export can contain; the listing must exclude them or show them safely. */
function malformedRecords(): Record<string, StoredProduct> {
  return {
    'zz-malformed-no-name': {
      id: '99001',
      codigo: 'XX0000001',
      stock: 5,
      lista1: 1000,
      lista2: 900,
      idRubro: 4,
      idSubrubro: 14,
    },
    'zz-malformed-stock-text': {
      id: '99002',
      codigo: 'XX0000002',
      nombre: 'CAÑO DE COBRE STOCK TEXTO',
      stock: 'diez',
      lista1: 1000,
      idRubro: 4,
      idSubrubro: 14,
    },
    'zz-malformed-no-prices': {
      id: '99003',
      codigo: 'XX0000003',
      nombre: 'FILTRO SIN PRECIO CARGADO',
      stock: 3,
      idRubro: 4,
      idSubrubro: 16,
    },
    'zz-malformed-huge': {
      id: '99004',
      codigo: 'X'.repeat(400),
      nombre: `CABLE ${'MUY LARGO '.repeat(60)}`,
      stock: 2,
      lista1: 1e12,
      lista2: 1e12,
      idRubro: 2,
      idSubrubro: 16,
    },
    'zz-malformed-name-number': { id: 99005, nombre: 12345, stock: 4, lista1: 500, idRubro: 4, idSubrubro: 14 },
  };
}
