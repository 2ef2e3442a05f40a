import { describe, expect, it } from 'vitest';
import { appCheckSiteKey } from './config.ts';

const firebase = { apiKey: 'k', projectId: 'p' };

describe('appCheckSiteKey', () => {
  it('turns App Check on with the configured reCAPTCHA Enterprise key (production)', () => {
    expect(appCheckSiteKey({ firebase, appCheck: { recaptchaEnterpriseSiteKey: ' 6Lc-clave ' } })).toBe('6Lc-clave');
  });
  it('keeps it off without a key', () => {
    expect(appCheckSiteKey({ firebase })).toBeUndefined();
    expect(appCheckSiteKey({ firebase, appCheck: { recaptchaEnterpriseSiteKey: '' } })).toBeUndefined();
  });
  it('keeps it off against the local backend, which cannot verify it', () => {
    const local = { firebase, emulators: { authUrl: 'http://localhost:9099' } };
    expect(appCheckSiteKey({ ...local, appCheck: { recaptchaEnterpriseSiteKey: '6Lc-clave' } })).toBeUndefined();
  });
});
