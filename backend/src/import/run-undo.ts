/**
 * `pnpm catalogue:import --deshacer`: the list kept by the last publish (the command's or the back-office's)
 * written back the way an import writes a list (every derived list, index and a new stamp), its slot
 * freed in the same update. Refuses whole: a kept list that cannot be read writes nothing.
 */
import { planSync, type SyncPlan } from '@frio/shared/catalogue/import';
import {
  dropKept,
  keptProducts,
  latestKept,
  KEPT_LIST_PATH,
  KEPT_SUMMARY_PATH,
  type KeptSummary,
} from '@frio/shared/catalogue/kept-lists';
import type { CatalogueTarget } from './targets.ts';

export type UndoResult = { status: 'nothing-kept' } | ({ status: 'undone' | 'dry-run'; kept: KeptSummary } & SyncPlan);

export async function undoLastPublish(
  target: CatalogueTarget,
  { dryRun = false, now = Date.now() }: { dryRun?: boolean; now?: number } = {},
): Promise<UndoResult> {
  const kept = latestKept(await target.read(KEPT_SUMMARY_PATH));
  if (!kept) return { status: 'nothing-kept' };
  const products = keptProducts(await target.read(`${KEPT_LIST_PATH}/${kept.slot}`));
  const plan = planSync(await target.readCurrent(), products, now);
  if (dryRun) return { status: 'dry-run', kept, ...plan };
  await target.apply({ ...plan.update, ...dropKept(kept.slot) });
  return { status: 'undone', kept, ...plan };
}
