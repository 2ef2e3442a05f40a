/// <reference lib="webworker" />
/** The price list is read off the main thread: 20,000 rows keep the page responsive. So is a kept list (Deshacer). */
import { analysePriceList, restoredTree, type AnalyseRequest } from './analyse.ts';

export type WorkerRequest =
  ({ kind: 'analyse' } & AnalyseRequest) | { kind: 'restore'; kept: unknown; before: unknown; now: number };

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const work = async () =>
    request.kind === 'restore' ? restoredTree(request.kept, request.now, request.before) : analysePriceList(request);
  work().then(
    (result) => self.postMessage({ ok: true, result }),
    (error: unknown) =>
      self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
