/**
 * A deterministic demo price list, as a refrigeration supplier's ERP exports it: realistic names and
 * prices, and the idRubro/idSubrubro cases the listing must exclude. Its rows go through the import's code
 * like any price list. `count` and `skew` scale it for benchmarks.
 */
import type { PriceListRow } from '@frio/shared/catalogue/import';

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

/** A family of articles: every pair of `a` × `b` options is one article; its price grows along both. */
interface Family {
  name: (a: string, b: string) => string;
  a: readonly string[];
  b: readonly string[];
  /** Price of the first article, in pesos (list 1). */
  base: number;
  /** Price growth per step along a and along b. */
  stepA: number;
  stepB: number;
}

const fam = (
  name: Family['name'],
  a: readonly string[],
  b: readonly string[],
  base: number,
  stepA = 0.25,
  stepB = 0.15,
): Family => ({ name, a, b, base, stepA, stepB });

const one = [''];
const sizes = ['1/4', '5/16', '3/8', '1/2', '5/8', '3/4', '7/8'];
const gases = ['R22', 'R134A', 'R404A', 'R410A', 'R32', 'R600A', 'R407C'];

const families: Record<string, Family[]> = {
  cobre: [
    fam(
      (a, b) => `CAÑO DE COBRE ${a} ${b}`,
      sizes,
      ['TIRA X 3 MTS', 'ROLLO X 15 MTS', 'ROLLO X 30 MTS'],
      21_000,
      0.3,
      1.4,
    ),
    fam((a, b) => `CODO DE COBRE ${a} ${b}`, sizes, ['90 GRADOS', '45 GRADOS'], 1_400, 0.3, -0.05),
    fam((a) => `CUPLA DE COBRE ${a}`, sizes, one, 900, 0.3),
    fam((a) => `TE DE COBRE ${a}`, sizes, one, 2_100, 0.3),
    fam((a) => `CURVA DE COBRE ${a} 180 GRADOS`, sizes, one, 1_900, 0.3),
    fam((a, b) => `REDUCCION DE COBRE ${a} A ${b}`, ['3/8', '1/2', '5/8', '3/4'], ['1/4', '5/16'], 1_700, 0.25, 0.05),
    fam(
      (a) => `CAÑO CAPILAR DE COBRE ${a} MM X 3 MTS`,
      ['0,6', '0,7', '0,8', '0,9', '1,0', '1,2', '1,5'],
      one,
      6_500,
      0.1,
    ),
  ],
  gas: [
    fam((a, b) => `GAS REFRIGERANTE ${a} GARRAFA X ${b}`, gases, ['5 KG', '10 KG', '13,6 KG'], 95_000, 0.12, 0.8),
    fam((a, b) => `GAS REFRIGERANTE ${a} ${b} RECARGABLE`, gases, ['GARRAFA 1 KG', 'GARRAFA 2,5 KG'], 24_000, 0.1, 1.2),
    fam((a) => `GAS BUTANO PARA SOLDADURA X ${a}`, ['227 G', '300 G', '400 G'], one, 4_800, 0.3),
    fam((a) => `GAS MAPP PARA SOLDADURA ${a}`, ['X 400 G', 'X 450 G'], one, 19_000, 0.15),
  ],
  lata: [
    fam((a, b) => `LATA DE GAS ${a} X ${b}`, gases, ['650 G', '750 G', '1 KG'], 16_000, 0.12, 0.3),
    fam((a) => `LATA LIMPIADOR DE SERPENTINAS ${a}`, ['X 400 ML', 'X 500 ML', 'X 1 LT'], one, 7_900, 0.5),
    fam((a) => `LATA DETECTOR DE FUGAS ${a}`, ['X 400 ML', 'X 500 ML'], one, 6_900, 0.2),
    fam((a) => `LATA FLUSHING LIMPIEZA DE CIRCUITOS ${a}`, ['X 500 ML', 'X 1 LT'], one, 14_500, 0.7),
    fam((a) => `LATA SELLADOR DE FUGAS ${a}`, ['R134A', 'R410A', 'R22', 'UNIVERSAL'], one, 23_000, 0.05),
  ],
  arma: [
    fam((a, b) => `AISLACION ARMAFLEX ${a} X ${b} X 2 MTS`, sizes, ['9 MM', '13 MM', '19 MM'], 4_200, 0.18, 0.45),
    fam((a) => `CINTA ARMAFLEX X 10 MTS ${a}`, ['3 MM', '5 MM'], one, 9_800, 0.4),
    fam((a) => `ADHESIVO ARMAFLEX 520 ${a}`, ['X 250 ML', 'X 500 ML', 'X 1 LT'], one, 17_000, 0.8),
    fam((a) => `PLANCHA ARMAFLEX ${a} X 1 M2`, ['6 MM', '10 MM', '13 MM', '19 MM', '25 MM'], one, 38_000, 0.3),
  ],
  filtro: [
    fam(
      (a, b) => `FILTRO DESHIDRATADOR ${a} ${b}`,
      ['DML 032', 'DML 052', 'DML 083', 'DML 163', 'DCL 163', 'EK 052', 'EK 083'],
      ['SOLDAR', 'ROSCA'],
      14_000,
      0.2,
      0.1,
    ),
    fam((a) => `FILTRO SECADOR CAPILAR ${a}`, ['10 G', '15 G', '20 G', '30 G', '50 G'], one, 2_300, 0.2),
    fam((a) => `FILTRO DE ACEITE COMPRESOR ${a}`, ['DANFOSS', 'EMERSON', 'CASTEL'], one, 31_000, 0.1),
    fam((a) => `FILTRO BIFLUJO ${a} HEAT PUMP`, ['1/4', '3/8', '1/2'], one, 16_500, 0.25),
    fam((a) => `FILTRO DE LINEA DE SUCCION ${a}`, ['5/8', '7/8', '1 1/8'], one, 42_000, 0.3),
  ],
  motoc: [
    fam(
      (a, b) => `MOTOCOMPRESOR ${a} HP ${b}`,
      ['1/6', '1/5', '1/4', '1/3', '1/2', '3/4', '1'],
      ['R134A', 'R600A', 'R404A', 'R22'],
      210_000,
      0.22,
      0.08,
    ),
    fam(
      (a, b) => `MOTOCOMPRESOR ROTATIVO ${a} BTU ${b}`,
      ['9000', '12000', '18000', '24000'],
      ['R410A', 'R32', 'R22'],
      390_000,
      0.3,
      0.04,
    ),
  ],
  valv: [
    fam((a) => `VALVULA DE SERVICIO ${a} SAE`, sizes, one, 6_200, 0.25),
    fam(
      (a, b) => `VALVULA DE EXPANSION TERMOSTATICA ${a} ${b}`,
      ['DANFOSS', 'EMERSON', 'SANHUA'],
      ['R134A', 'R404A', 'R22', 'R410A'],
      68_000,
      0.12,
      0.05,
    ),
    fam((a) => `VALVULA SOLENOIDE ${a} 220V`, sizes, one, 46_000, 0.2),
    fam((a) => `VALVULA DE CARGA ${a} SCHRADER`, ['1/4', '5/16', '3/8'], one, 1_600, 0.2),
    fam((a) => `VALVULA DE RETENCION ${a} SOLDAR`, sizes, one, 11_500, 0.25),
    fam((a) => `VALVULA INVERSORA 4 VIAS ${a}`, ['9000 BTU', '12000 BTU', '18000 BTU', '24000 BTU'], one, 39_000, 0.2),
  ],
  termostato: [
    fam(
      (a, b) => `TERMOSTATO ${a} ${b}`,
      ['DANFOSS', 'ROBERTSHAW', 'RANCO', 'EMBRACO'],
      ['077B0021', '077B6225', 'HELADERA', 'FREEZER', 'EXHIBIDORA'],
      24_000,
      0.08,
      0.1,
    ),
    fam(
      (a) => `TERMOSTATO DIGITAL FULLGAUGE ${a}`,
      ['MT-512', 'MT-543', 'TC-900', 'MT-444', 'TC-940'],
      one,
      58_000,
      0.18,
    ),
    fam((a) => `TERMOSTATO AMBIENTE ${a}`, ['MECANICO', 'DIGITAL', 'PROGRAMABLE'], one, 29_000, 0.6),
  ],
  placa: [
    fam((a) => `PLACA ELECTRONICA UNIVERSAL SPLIT ${a} FRIG`, ['2250', '3000', '4500', '6000'], one, 62_000, 0.15),
    fam(
      (a) => `PLACA CONTROL HELADERA NO FROST ${a}`,
      ['WHIRLPOOL', 'GAFA', 'PATRICK', 'SAMSUNG', 'ELECTROLUX'],
      one,
      88_000,
      0.08,
    ),
    fam((a) => `PLACA INVERTER CONDENSADORA ${a}`, ['9000 BTU', '12000 BTU', '18000 BTU'], one, 185_000, 0.2),
    fam((a) => `PLACA DISPLAY SPLIT ${a}`, ['BGH', 'SURREY', 'PHILCO', 'NOBLEX'], one, 33_000, 0.06),
  ],
  cable: [
    fam(
      (a) => `CABLE TALLER ${a} MM X METRO`,
      ['2X1', '2X1,5', '3X1,5', '3X2,5', '4X1,5', '4X2,5', '5X1,5'],
      one,
      1_300,
      0.3,
    ),
    fam((a) => `CABLE UNIPOLAR ${a} MM ROLLO X 100 MTS`, ['1,5', '2,5', '4', '6'], one, 48_000, 0.5),
    fam((a) => `CABLE PARA SENSOR ${a}`, ['1,5 MTS', '3 MTS', '5 MTS'], one, 5_400, 0.35),
    fam((a) => `CABLE INTERCONEXION SPLIT ${a}`, ['4 X 1 MM', '5 X 1 MM', '5 X 1,5 MM'], one, 2_200, 0.25),
  ],
  aceite: [
    fam((a, b) => `ACEITE POE ${a} X ${b}`, ['32', '68', '170'], ['250 ML', '1 LT', '4 LT'], 12_500, 0.1, 1.6),
    fam((a, b) => `ACEITE MINERAL ${a} X ${b}`, ['SUNISO 3GS', 'SUNISO 4GS'], ['1 LT', '4 LT'], 19_000, 0.08, 2.2),
    fam((a) => `ACEITE PAG ${a} AUTOMOTOR X 250 ML`, ['46', '100', '150'], one, 15_500, 0.05),
    fam((a) => `ACEITE PARA BOMBA DE VACIO ${a}`, ['X 500 ML', 'X 1 LT'], one, 9_900, 0.7),
  ],
  manifold: [
    fam(
      (a, b) => `MANIFOLD ${a} VIAS ${b} CON MANGUERAS`,
      ['2', '4'],
      ['R410A', 'R134A', 'R32', 'R22/R404A'],
      98_000,
      0.45,
      0.03,
    ),
    fam((a) => `MANIFOLD DIGITAL ${a}`, ['CON BALANZA', '2 VIAS', '4 VIAS CON VACUOMETRO'], one, 390_000, 0.3),
    fam((a) => `MANGUERA PARA MANIFOLD X ${a}`, ['90 CM', '150 CM'], one, 14_500, 0.3),
  ],
};

export const rubroTerms = Object.keys(families);

type Article = Pick<PriceListRow, 'nombre' | 'lista1'>;

/** Prices as a list shows them: to the 10 pesos below 10.000, to the 100 above. */
const roundPrice = (value: number) => (value < 10_000 ? Math.round(value / 10) * 10 : Math.round(value / 100) * 100);

/** Every distinct article of a rubro, in a stable shuffled order. */
function articlesOf(term: string, rng: Rng): Article[] {
  const articles: Article[] = [];
  for (const family of families[term]!) {
    family.a.forEach((a, i) =>
      family.b.forEach((b, j) => {
        const price = family.base * (1 + family.stepA) ** i * (1 + family.stepB) ** j;
        articles.push({ nombre: family.name(a, b).replace(/\s+/g, ' ').trim(), lista1: roundPrice(price) });
      }),
    );
  }
  for (let i = articles.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [articles[i], articles[j]] = [articles[j]!, articles[i]!];
  }
  return articles;
}

/** Beyond a rubro's distinct articles, each further round is another line of the same article. */
const lines = [
  { suffix: 'NACIONAL', factor: 0.9 },
  { suffix: 'IMPORTADO', factor: 1.15 },
  { suffix: 'PREMIUM', factor: 1.3 },
  { suffix: 'ECONOMICO', factor: 0.8 },
];

function nthArticle(articles: readonly Article[], n: number): Article {
  const article = articles[n % articles.length]!;
  const round = Math.floor(n / articles.length);
  if (round === 0) return article;
  const line = lines[(round - 1) % lines.length]!;
  const series = Math.floor((round - 1) / lines.length);
  return {
    nombre: `${article.nombre} ${line.suffix}${series > 0 ? ` SERIE ${series + 1}` : ''}`,
    lista1: roundPrice(article.lista1 * line.factor * (1 + series * 0.02)),
  };
}

const sentenceCase = (text: string) => `${text.charAt(0)}${text.slice(1).toLowerCase()}`;

export interface GenerateOptions {
  count?: number;
  seed?: number;
  /** Give one rubro this share of the products (benchmarks: a rubro of thousands of items). */
  skew?: { term: string; share: number };
}

/** The demo's article count (`pnpm start`'s catalogue). */
export const DEMO_ARTICLES = 900;

/** The demo price list's rows (valid products, as the import writes them), ids from 10000 up. */
export function generateProducts({ count = DEMO_ARTICLES, seed = 2026, skew }: GenerateOptions = {}): PriceListRow[] {
  const rng = createRng(seed);
  const articles = new Map(rubroTerms.map((term) => [term, articlesOf(term, rng)]));
  const used = new Map<string, number>();
  const products: PriceListRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const term = skew && rng() < skew.share ? skew.term : rubroTerms[i % rubroTerms.length]!;
    const n = used.get(term) ?? 0;
    used.set(term, n + 1);
    const { nombre, lista1 } = nthArticle(articles.get(term)!, n);
    const discount = 0.1 + Math.floor(rng() * 3) * 0.05; // 10, 15 or 20 %
    const stockRoll = rng();
    const rubroRoll = rng();
    const subRoll = rng();
    const product: PriceListRow = {
      id: String(10_000 + i),
      nombre,
      descripcion: sentenceCase(nombre),
      stock: stockRoll < 0.2 ? 0 : Math.floor(1 + rng() * 60),
      lista1,
      lista2: roundPrice(lista1 * (1 - discount)),
      idRubro: rubroRoll < 0.55 ? 4 : rubroRoll < 0.9 ? 2 : pick(rng, [1, 3, 7]),
      idSubrubro: subRoll < 0.1 ? 13 : subRoll < 0.45 ? 14 : subRoll < 0.75 ? 16 : Math.floor(1 + rng() * 12),
    };
    if (rng() >= 0.15) {
      product.codigo = `${pick(rng, ['DF', 'EM', 'TC', 'SH', 'CA', 'FG'])}${String(Math.floor(rng() * 1e7)).padStart(7, '0')}`;
    }
    if (rng() < 0.1) product.cantidad = Math.floor(1 + rng() * 10);
    products.push(product);
  }
  return products;
}
