/**
 * Who gets an instance's one event loop: pages before product images. A drawing is CPU work that holds
 * the loop (60-90 ms, the rasterising and the PNG in one piece), and twenty at once, from a crawler or a
 * script asking for twenty products' images, made a visitor's uncached page wait seconds: each of its
 * reads came back to a loop busy drawing, and waited for the next drawing, and the next.
 * - A page (its reads and its render) starts at once; while any page is under way no drawing starts, so
 *   a page waits at most for the one drawing already under way (whose rasterising runs off the loop:
 *   renderer/src/preview-image/draw.ts).
 * - At most AT_ONCE drawings run; up to WAITING more wait their turn, each at most MAX_WAIT_MS; any
 *   beyond, or waiting longer, get null, and the caller answers the rubro's family image (briefly
 *   cached) instead.
 */
const AT_ONCE = 1;
const WAITING = 20;
/** Under what a link preview's crawler waits for an image. */
const MAX_WAIT_MS = 5000;

export type Limited = <T>(work: () => Promise<T>) => Promise<T | null>;

export interface Turns {
  /** Runs a page's work; no drawing starts until every page under way is done. */
  page<T>(work: () => Promise<T>): Promise<T>;
  /** Runs a drawing in its turn, or gives null (the family image) when too many wait or it waited too long. */
  drawing: Limited;
}

export function renderTurns({ atOnce = AT_ONCE, waiting = WAITING, maxWaitMs = MAX_WAIT_MS } = {}): Turns {
  let pages = 0;
  let drawing = 0;
  const queue: Array<() => void> = [];
  const free = () => pages === 0 && drawing < atOnce;
  let looking = false;
  /**
   * Starts the drawings waiting, first come first served, while no page is under way: after the event
   * loop has taken in what arrived meanwhile (two turns: a drawing's steps are promise callbacks, which
   * run before any request is read), so a page asked for during a drawing goes before the next one.
   */
  function next() {
    if (looking || queue.length === 0) return;
    looking = true;
    setImmediate(() =>
      setImmediate(() => {
        looking = false;
        while (free() && queue.length > 0) {
          drawing += 1;
          queue.shift()!();
        }
      }),
    );
  }
  return {
    async page(work) {
      pages += 1;
      try {
        return await work();
      } finally {
        pages -= 1;
        next();
      }
    },
    async drawing(work) {
      if (free() && queue.length === 0) drawing += 1;
      else if (queue.length >= waiting) return null;
      else {
        const started = await new Promise<boolean>((resolve) => {
          const start = () => {
            clearTimeout(timer);
            resolve(true);
          };
          const timer = setTimeout(() => {
            queue.splice(queue.indexOf(start), 1);
            resolve(false);
          }, maxWaitMs);
          queue.push(start);
        });
        if (!started) return null;
      }
      try {
        return await work();
      } finally {
        drawing -= 1;
        next();
      }
    },
  };
}
