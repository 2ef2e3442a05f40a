import { describe, expect, it } from 'vitest';
import { renderTurns } from './drawing-limit.ts';

/** Work that ends when told: its promise, and how to end it. */
function held<T>(value: T) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: async () => (await ended, value), end };
}

describe('renderTurns', () => {
  it('gives a drawing that waited longer than its limit null (the family image), and draws the next', async () => {
    const turns = renderTurns({ atOnce: 1, waiting: 20, maxWaitMs: 50 });
    const first = held('primera');
    const drawing = turns.drawing(first.work);
    const waited = turns.drawing(async () => 'segunda');
    expect(await waited).toBeNull();
    first.end();
    expect(await drawing).toBe('primera');
    expect(await turns.drawing(async () => 'tercera')).toBe('tercera');
  });

  it('starts the drawings waiting once the last page under way is done, in the order they came', async () => {
    const turns = renderTurns({ atOnce: 1, waiting: 20, maxWaitMs: 60_000 });
    const order: string[] = [];
    const one = held('uno');
    const two = held('dos');
    const pages = [turns.page(one.work), turns.page(two.work)];
    const drawings = ['a', 'b'].map((name) =>
      turns.drawing(async () => {
        order.push(name);
        return name;
      }),
    );
    one.end();
    await pages[0];
    expect(order).toEqual([]);
    two.end();
    await pages[1];
    expect(await Promise.all(drawings)).toEqual(['a', 'b']);
    expect(order).toEqual(['a', 'b']);
  });

  it('lets a page start while a drawing is under way', async () => {
    const turns = renderTurns();
    const drawing = held('imagen');
    const drawn = turns.drawing(drawing.work);
    expect(await turns.page(async () => 'página')).toBe('página');
    drawing.end();
    expect(await drawn).toBe('imagen');
  });

  it('lets a page asked for just as a drawing ends go before the next drawing', async () => {
    const turns = renderTurns();
    const order: string[] = [];
    const first = held('a');
    const drawn = turns.drawing(first.work);
    const next = turns.drawing(async () => {
      order.push('b');
      return 'b';
    });
    const page = held('página');
    first.end();
    // The page's request, read from its socket on the loop's next turn, after the drawing's last step.
    const asked = new Promise<{ rendered: Promise<string> }>((resolve) =>
      setImmediate(() => resolve({ rendered: turns.page(async () => (order.push('page'), page.work())) })),
    );
    await drawn;
    const { rendered } = await asked;
    page.end();
    expect(await rendered).toBe('página');
    expect(await next).toBe('b');
    expect(order).toEqual(['page', 'b']);
  });
});
