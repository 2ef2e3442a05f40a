/** The deploy-time /firebase-config.json and what it switches on (pure). */
import type { FirebaseOptions } from 'firebase/app';

export interface RuntimeFirebaseConfig {
  firebase: FirebaseOptions;
  /** The local demo backend: the SDK talks to these instead of Google's servers. */
  emulators?: { authUrl?: string; databaseHost?: string; databasePort?: number };
  /** Production: App Check with reCAPTCHA Enterprise (docs/architecture.md "App Check"). */
  appCheck?: { recaptchaEnterpriseSiteKey?: string };
}

/**
 * The reCAPTCHA Enterprise site key when App Check is to run: configured, and not against the local
 * backend (the emulators cannot verify App Check tokens, and offline reCAPTCHA cannot load).
 */
export function appCheckSiteKey(config: RuntimeFirebaseConfig): string | undefined {
  const key = config.appCheck?.recaptchaEnterpriseSiteKey?.trim();
  return key && !config.emulators ? key : undefined;
}
