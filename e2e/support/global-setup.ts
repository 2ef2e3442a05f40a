import { spawnSync } from 'node:child_process';

/** The demo technician must exist in the Auth emulator before any sign-in test (idempotent). */
export default function globalSetup() {
  const result = spawnSync('pnpm', ['--dir', '..', '--filter', 'backend', 'seed'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the Auth emulator failed');
}
