/**
 * A signed-in demo technician for the catalogue specs, without going through the login page: sign in
 * against the Auth emulator's REST API, then give the page the user the Firebase SDK itself persists in
 * localStorage (browserLocalPersistence), so the shared client restores it as its own session.
 * Once mf-accounts' login page exists, the journey specs should sign in through it instead.
 */
import type { Page } from '@playwright/test';
import { backendPorts } from '@frio/shared/units';
import { demoTechnician } from '../../backend/src/demo-data.ts';

const apiKey = 'demo-api-key'; // shell/public/firebase-config.json
export const persistedUserKey = `firebase:authUser:${apiKey}:[DEFAULT]`;

export async function seedTechnicianSession(page: Page): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${backendPorts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: demoTechnician.email, password: demoTechnician.password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in on the Auth emulator: HTTP ${response.status}`);
  const token = (await response.json()) as { localId: string; idToken: string; refreshToken: string; expiresIn: string };
  const user = {
    uid: token.localId,
    email: demoTechnician.email,
    emailVerified: true,
    displayName: demoTechnician.displayName,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: demoTechnician.email, email: demoTechnician.email, displayName: null, phoneNumber: null, photoURL: null }],
    stsTokenManager: {
      refreshToken: token.refreshToken,
      accessToken: token.idToken,
      expirationTime: Date.now() + Number(token.expiresIn) * 1000,
    },
    createdAt: String(Date.now()),
    lastLoginAt: String(Date.now()),
    apiKey,
    appName: '[DEFAULT]',
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-session-seeded')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-session-seeded', '1');
      }
    },
    [persistedUserKey, JSON.stringify(user)] as const,
  );
}
