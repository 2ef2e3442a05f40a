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
});
