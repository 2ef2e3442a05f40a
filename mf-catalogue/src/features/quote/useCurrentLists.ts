import { useCallback, useEffect, useState } from 'react';
import type { PriceType } from '@frio/shared/types';
import { withTechnicianPrices, type TechnicianPrices } from '../../lib/prices/price.ts';
import { rubroKey, type CatalogueRow } from './quote-lines.ts';

/** A rubro's current list and the date of its prices. */
interface RubroList {
  items: readonly CatalogueRow[];
  updatedAt: number | null;
}

/** The listing's product source, as far as the quote list uses it (the listing's own API, nothing else). */
export interface QuoteSource {
  peek(rubro: string): RubroList | null;
  load(rubro: string): Promise<RubroList>;
  /** The rubro's technician prices, read (by an approved technician only) from the catalogue's private half. */
  technicianPrices(rubro: string): Promise<TechnicianPrices>;
}

export interface CurrentListsState {
  lists: ReadonlyMap<string, readonly CatalogueRow[]>;
  /** The date of the newest price list read (null: none read, or a catalogue without a stamp). */
  updatedAt: number | null;
  /** Some rubro is still being read. */
  pending: boolean;
  /** Some rubro could not be read (its lines keep the prices stored when they were added). */
  failed: boolean;
  retry: () => void;
}

function known(source: QuoteSource, rubros: readonly string[]): Map<string, RubroList> {
  const lists = new Map<string, RubroList>();
  for (const rubro of rubros) {
    const list = source.peek(rubro);
    if (list) lists.set(rubro, list);
  }
  return lists;
}

/**
 * The current lists of the rubros the quote list's items came from, read through the listing's source
 * (a list already read in this page session is there at once; the others are read once each). For a
 * technician (price type 2) each list also needs its technician prices, the private half of the catalogue.
 */
export function useCurrentLists(
  rubros: readonly string[],
  source: QuoteSource,
  priceType: PriceType | undefined = 1,
): CurrentListsState {
  const wanted = [...new Set(rubros.map(rubroKey))].sort().join('\n');
  const [read, setRead] = useState<Map<string, RubroList>>(() => known(source, wanted ? wanted.split('\n') : []));
  const [prices, setPrices] = useState<Map<string, TechnicianPrices>>(() => new Map());
  const [failures, setFailures] = useState<ReadonlySet<string>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const technician = priceType === 2;

  useEffect(() => {
    if (!technician) return;
    let cancelled = false;
    for (const rubro of wanted ? wanted.split('\n') : [])
      source.technicianPrices(rubro).then(
        (rubroPrices) => {
          if (!cancelled) setPrices((before) => new Map(before).set(rubro, rubroPrices));
        },
        (error: unknown) => {
          console.error('[presupuesto] could not read the technician prices of', rubro, error);
          if (!cancelled) setFailures((before) => new Set(before).add(rubro));
        },
      );
    return () => {
      cancelled = true;
    };
  }, [wanted, source, attempt, technician]);

  useEffect(() => {
    let cancelled = false;
    for (const rubro of wanted ? wanted.split('\n') : []) {
      if (read.has(rubro)) continue;
      source.load(rubro).then(
        (list) => {
          if (cancelled) return;
          setRead((before) => new Map(before).set(rubro, list));
          setFailures((before) => withoutRubro(before, rubro));
        },
        (error: unknown) => {
          console.error('[presupuesto] could not read the current prices of', rubro, error);
          if (!cancelled) setFailures((before) => new Set(before).add(rubro));
        },
      );
    }
    return () => {
      cancelled = true;
    };
    // `read` is left out on purpose: a list arriving must not start the reads of the others again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, source, attempt]);

  const retry = useCallback(() => {
    setFailures(new Set());
    setAttempt((n) => n + 1);
  }, []);

  const rubroList = wanted ? wanted.split('\n') : [];
  const lists = new Map<string, readonly CatalogueRow[]>();
  let updatedAt: number | null = null;
  const ready = (rubro: string) => read.has(rubro) && (!technician || prices.has(rubro));
  for (const rubro of rubroList) {
    const list = read.get(rubro);
    if (!list || !ready(rubro)) continue;
    const rubroPrices = technician ? prices.get(rubro) : undefined;
    lists.set(rubro, rubroPrices ? withTechnicianPrices(list.items, rubroPrices) : list.items);
    if (list.updatedAt !== null && (updatedAt === null || list.updatedAt > updatedAt)) updatedAt = list.updatedAt;
  }
  const failed = rubroList.some((rubro) => failures.has(rubro) && !ready(rubro));
  const pending = rubroList.some((rubro) => !ready(rubro) && !failures.has(rubro));
  return { lists, updatedAt, pending, failed, retry };
}

function withoutRubro(set: ReadonlySet<string>, rubro: string): ReadonlySet<string> {
  if (!set.has(rubro)) return set;
  const next = new Set(set);
  next.delete(rubro);
  return next;
}
