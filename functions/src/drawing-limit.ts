/**
 * Who gets an instance's one event loop: pages before product images. A drawing holds the loop 60-90 ms,
 * and twenty at once (a crawler asking for twenty products' images) made a visitor's uncached page wait
 * seconds: each of its reads came back to a loop busy drawing. So a page starts at once and no drawing
 * starts while a page is under way; a drawing that cannot get a turn gives null, and the caller answers
 * the rubro's family image instead.
 */
const AT_ONCE = 1;
const WAITING = 20;
/** Under what a link preview's crawler waits for an image. */
const MAX_WAIT_MS = 5000;

export type Limited = <T>(work: () => Promise<T>) => Promise<T | null>;

export interface Turns {
  page<T>(work: () => Promise<T>): Promise<T>;
  /** Null when too many wait or it waited too long. */
  drawing: Limited;
}

export function renderTurns({ atOnce = AT_ONCE, waiting = WAITING, maxWaitMs = MAX_WAIT_MS } = {}): Turns {
  let pages = 0;
  let drawing = 0;
  const queue: Array<() => void> = [];
  const free = () => pages === 0 && drawing < atOnce;
  let looking = false;
  /**
   * Waits two turns of the event loop before starting a waiting drawing: a drawing's steps are promise
   * callbacks, which run before any request is read, so a page asked for meanwhile goes first.
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
