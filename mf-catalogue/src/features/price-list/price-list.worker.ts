/// <reference lib="webworker" />
/** The price list is read off the main thread: 20,000 rows keep the page responsive. */
import { analysePriceList, type AnalyseRequest } from './analyse.ts';

self.onmessage = (event: MessageEvent<AnalyseRequest>) => {
  analysePriceList(event.data).then(
    (analysis) => self.postMessage({ ok: true, analysis }),
    (error: unknown) =>
      self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
