import { describe, expect, it } from 'vitest';
import { packageManager } from './package-manager.ts';

describe('packageManager', () => {
  it('runs pnpm’s JavaScript entry under this Node', () => {
    expect(packageManager('/tmp/npx/pnpm/bin/pnpm.cjs')).toEqual({
      command: process.execPath,
      args: ['/tmp/npx/pnpm/bin/pnpm.cjs'],
    });
  });
  it('runs a native pnpm binary as it is', () => {
    expect(packageManager('/usr/local/bin/pnpm')).toEqual({ command: '/usr/local/bin/pnpm', args: [] });
  });
  it('falls back to pnpm on PATH when not started by pnpm (npm, or nothing)', () => {
    expect(packageManager(undefined)).toEqual({ command: 'pnpm', args: [] });
    expect(packageManager('/usr/lib/node_modules/npm/bin/npm-cli.js')).toEqual({ command: 'pnpm', args: [] });
  });
});
