import { describe, expect, it, vi } from 'vitest';
import { signOutAccount } from './account-session.ts';

const steps = vi.hoisted(() => [] as string[]);
vi.mock('@frio/shared/offline/forget-technician-prices', () => ({
  forgetEveryTechnicianPrice: async () => {
    await Promise.resolve();
    steps.push('forget');
  },
}));
vi.mock('@frio/shared/firebase', () => ({
  getFirebaseAuth: async () => {
    steps.push('firebase');
    return {};
  },
  loadAuthSdk: async () => ({ signOut: async () => steps.push('signOut') }),
}));

describe('Salir', () => {
  it('removes every technician price from this device before it touches Firebase', async () => {
    await signOutAccount();
    expect(steps).toEqual(['forget', 'firebase', 'signOut']);
  });
});
