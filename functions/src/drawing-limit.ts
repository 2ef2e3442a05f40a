/**
 * How many product images an instance draws at once. A drawing is CPU work that holds the event loop
 * (about 60-90 ms, most of it in one piece), so twenty at once, from a crawler or a script asking for
 * twenty products' images, made every page the instance was rendering meanwhile wait for all of them.
 * At most AT_ONCE are drawn; up to WAITING more wait their turn; any beyond get null, and the caller
 * answers the rubro's family image (briefly cached) instead of making a visitor's page wait.
 */
const AT_ONCE = 2;
const WAITING = 20;

export type Limited = <T>(work: () => Promise<T>) => Promise<T | null>;

export function drawingLimit(atOnce = AT_ONCE, waiting = WAITING): Limited {
  let running = 0;
  const queue: Array<() => void> = [];
  return async (work) => {
    if (running < atOnce) running += 1;
    else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
    else return null;
    try {
      return await work();
    } finally {
      // The next one takes this one's place (running stays the same), else the place is free.
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
