import { spawnSync } from 'node:child_process';
import { requireChromiumPath } from '@frio/tooling/chromium';
import { pnpmArgs } from '@frio/tooling/package-manager';

/** A browser must be there (`pnpm browser`), and the demo technician must exist in the Auth emulator before any sign-in test (idempotent). */
export default function globalSetup() {
  requireChromiumPath();
  const result = spawnSync(...pnpmArgs(['--dir', '..', '--filter', 'backend', 'seed']), { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the Auth emulator failed');
}
