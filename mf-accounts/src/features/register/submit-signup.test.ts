import { describe, expect, it } from 'vitest';
import { SIGNUP_LIMITS } from '@frio/shared/roles';
import { nextWindow } from './submit-signup.ts';

const hour = SIGNUP_LIMITS.windowMs;

describe('nextWindow (cupos/solicitudes)', () => {
  it('no window yet, or one that has ended → a new window', () => {
    expect(nextWindow(null, 1_000_000)).toBe('new');
    expect(nextWindow({ desde: 0, n: 3 }, hour + 1)).toBe('new');
  });
  it('an open window → one count up, the same start', () => {
    expect(nextWindow({ desde: 1_000, n: 3 }, 1_000 + hour - 1)).toEqual({ desde: 1_000, n: 4 });
  });
  it('an open window with every count taken → full', () => {
    expect(nextWindow({ desde: 1_000, n: SIGNUP_LIMITS.perWindow }, 2_000)).toBe('full');
  });
  it('a retry near the end takes the other choice (the clock estimate was wrong); far from it, the same', () => {
    expect(nextWindow({ desde: 0, n: 3 }, hour - 5_000, true)).toBe('new');
    expect(nextWindow({ desde: 0, n: 3 }, hour + 5_000, true)).toEqual({ desde: 0, n: 4 });
    expect(nextWindow({ desde: 0, n: 3 }, hour / 2, true)).toEqual({ desde: 0, n: 4 });
    expect(nextWindow({ desde: 0, n: 3 }, 2 * hour, true)).toBe('new');
  });
});
