import { spawnSync } from 'node:child_process';
import { pnpmArgs } from '@frio/tooling/package-manager';

/** The demo technician must exist in the Auth emulator before any sign-in test (idempotent). */
export default function globalSetup() {
  const result = spawnSync(...pnpmArgs(['--dir', '..', '--filter', 'backend', 'seed']), { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the Auth emulator failed');
}
