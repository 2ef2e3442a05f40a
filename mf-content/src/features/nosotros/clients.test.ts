import { describe, expect, it } from 'vitest';
import { clients } from './clients.ts';

describe('clients', () => {
  it('has unique ids, a name, an image and an https link for every client', () => {
    expect(clients.length).toBeGreaterThanOrEqual(4);
    expect(new Set(clients.map((client) => client.id)).size).toBe(clients.length);
    for (const client of clients) {
      expect(client.nombre.trim()).not.toBe('');
      expect(client.src).toBeTruthy();
      expect(new URL(client.link).protocol).toBe('https:');
    }
  });
});
