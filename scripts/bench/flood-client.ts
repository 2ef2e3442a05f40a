/**
 * The flood's client (flood.ts), in a process of its own: twenty requests at a time in the bench's own
 * process made every visitor's answer wait for the flood's answers to be read first, on the same event
 * loop, and counted that wait as the function's. Here the flood costs the machine what it costs (the
 * same 2 cores), and the visitor's clock runs on a loop that only the visitor uses.
 * Takes one `FloodOrder` over IPC, sends its addresses CONCURRENCY at a time until it is told to stop
 * and has sent at least `minimum`, then answers with a `FloodDone`.
 */
export interface FloodOrder {
  base: string;
  addresses: string[];
  concurrency: number;
  minimum: number;
}

export interface FloodAnswer {
  status: number;
  ms: number;
  /** Why there was no answer (599): the error's message and cause. */
  reason?: string;
}

export interface FloodDone {
  answers: FloodAnswer[];
  /** The addresses answered with a 5xx (or not at all), to say which failed and why. */
  failed: Array<FloodAnswer & { address: string }>;
  seconds: number;
}

/** One request as a browser or a script makes it: no redirect followed, the body read to the end. */
export async function ask(base: string, address: string): Promise<FloodAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${address}`, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'br, gzip' },
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    // No answer (a timeout, a reset): counted with the 5xx.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return { status: 599, ms: performance.now() - started, reason: `${String(error)}${cause}` };
  }
}

async function flood(
  { base, addresses, concurrency, minimum }: FloodOrder,
  stopped: () => boolean,
): Promise<FloodDone> {
  const answers: FloodAnswer[] = [];
  const failed: FloodDone['failed'] = [];
  const started = performance.now();
  let sent = 0;
  const more = () => sent < addresses.length && (sent < minimum || !stopped());
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more()) {
        const address = addresses[sent++]!;
        const answer = await ask(base, address);
        answers.push(answer);
        if (answer.status >= 500) failed.push({ address, ...answer });
      }
    }),
  );
  return { answers, failed, seconds: (performance.now() - started) / 1000 };
}

if (process.send) {
  let stop = false;
  process.on('message', (message: { order?: FloodOrder; stop?: true }) => {
    if (message.stop) stop = true;
    if (message.order)
      void flood(message.order, () => stop).then((done) => {
        process.send!(done);
        process.disconnect();
      });
  });
  process.send({ ready: true });
}
