/**
 * The inclusion rule (docs/contract.md "The listing") and a product's rubro, decided once per article at
 * import: the import stores the verdict and every reader reads it. Only a photo's stamps ask again which
 * listings hold a listed product (`rubrosInName`), to be kept in each.
 */
import { rubros, type Rubro } from '../../business/types.ts';
import type { PriceListRow } from '../../business/types.ts';

/** Category ids the listing shows (docs/contract.md "Data entities"): 4 = INSUMOS, 2 = REPUESTOS. */
const listedRubroIds = new Set([2, 4]);
/** Subcategory never shown: AUTOMOTOR. */
const excludedSubrubroId = 13;

type RuleFields = Pick<PriceListRow, 'nombre' | 'stock' | 'idRubro' | 'idSubrubro'>;

/** The rubro-independent half of the rule. */
const isEligible = (row: RuleFields): boolean =>
  row.stock > 0 && listedRubroIds.has(row.idRubro) && row.idSubrubro !== excludedSubrubroId;

/** The rubro half of the rule: the rubros whose term the name holds, ignoring case (as database.rules.json asks). */
export const rubrosInName = (nombre: string): Rubro[] => rubros.filter((rubro) => nombre.toLowerCase().includes(rubro));

/** The rubros whose listing holds the row (docs/contract.md "The listing"). */
export function listingRubros(row: RuleFields): Rubro[] {
  return isEligible(row) ? rubrosInName(row.nombre) : [];
}

/**
 * The row's own rubro, or null when no listing holds it: the one whose term comes first in its name
 * ("VALVULA DE GAS" is a valve, though the gas listing holds it too).
 */
export function listedRubro(row: RuleFields): Rubro | null {
  const name = row.nombre.toLowerCase();
  let best: Rubro | null = null;
  let bestAt = Infinity;
  for (const rubro of listingRubros(row)) {
    const at = name.indexOf(rubro);
    if (at < bestAt) {
      best = rubro;
      bestAt = at;
    }
  }
  return best;
}
