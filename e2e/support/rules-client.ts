/**
 * The rules specs' fixture: each test gets its own Firebase client (the real SDK against the local
 * backend), signed out and closed after it; `denied` is how the SDK's refusal reads.
 */
import { test as base } from '@playwright/test';
import { signOut } from 'firebase/auth';
import { createClient, type Client } from './firebase-node.ts';

export const test = base.extend<{ client: Client }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  client: async ({}, use) => {
    const client = createClient();
    await use(client);
    await signOut(client.auth).catch(() => {});
    await client.close();
  },
});

export const denied = /permission.denied/i;
