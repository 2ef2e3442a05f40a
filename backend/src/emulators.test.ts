import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPorts, portsFor } from '@frio/tooling/ports';
import { emulatorConfig } from './emulators.ts';

const root = path.join(import.meta.dirname, '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));

describe('emulatorConfig', () => {
  it("firebase.json's emulator ports are the default ports (the config firebase-tools reads agrees with ports.ts)", () => {
    expect(firebaseJson.emulators.auth.port).toBe(defaultPorts.auth);
    expect(firebaseJson.emulators.database.port).toBe(defaultPorts.database);
    expect(firebaseJson.emulators.functions.port).toBe(defaultPorts.functions);
    expect(firebaseJson.emulators.hosting.port).toBe(defaultPorts.shell);
    expect(firebaseJson.emulators.hub.port).toBe(defaultPorts.emulatorHub);
    expect(firebaseJson.emulators.logging.port).toBe(defaultPorts.emulatorLogging);
    expect(firebaseJson.emulators.eventarc.port).toBe(defaultPorts.eventarc);
    expect(firebaseJson.emulators.tasks.port).toBe(defaultPorts.tasks);
  });

  it('moves the emulator ports with FRIO_PORT_BASE, finds the project files from its folder, keeps the rest', () => {
    const dir = '/tmp/frio-emulators-x';
    const moved = emulatorConfig(firebaseJson, portsFor('5000'), { dir }) as typeof firebaseJson;
    expect(moved.emulators.auth).toEqual({ host: '127.0.0.1', port: 5011 });
    expect(moved.emulators.database).toEqual({ host: '127.0.0.1', port: 5010 });
    expect(moved.emulators.functions).toEqual({ host: '127.0.0.1', port: 5016 });
    expect(moved.emulators.hosting).toEqual({ host: '127.0.0.1', port: 5000 });
    expect(moved.emulators.hub).toEqual({ host: '127.0.0.1', port: 5014 });
    expect(moved.emulators.logging).toEqual({ host: '127.0.0.1', port: 5015 });
    // Started with the Functions emulator: a second copy must not collide on them either.
    expect(moved.emulators.eventarc).toEqual({ host: '127.0.0.1', port: 5017 });
    expect(moved.emulators.tasks).toEqual({ host: '127.0.0.1', port: 5018 });
    expect(moved.emulators.ui).toEqual(firebaseJson.emulators.ui);
    expect(path.resolve(dir, moved.functions[0].source)).toBe(path.join(root, 'functions/dist'));
    expect(path.resolve(dir, moved.database.rules)).toBe(path.join(root, 'database.rules.json'));
    expect(moved.hosting).toBeUndefined();
  });

  it("serves the shell's site with firebase.json's rewrites and headers, the CSP naming the local servers", () => {
    const dir = '/tmp/frio-emulators-x';
    const config = emulatorConfig(firebaseJson, portsFor('5000'), {
      dir,
      hosting: { public: path.join(root, 'shell/dist'), csp: 'local-csp' },
    }) as typeof firebaseJson;
    const shell = firebaseJson.hosting.find((target: { target: string }) => target.target === 'shell');
    expect(config.hosting.target).toBeUndefined();
    expect(path.resolve(dir, config.hosting.public)).toBe(path.join(root, 'shell/dist'));
    expect(config.hosting.rewrites).toEqual(shell.rewrites);
    const values = config.hosting.headers.flatMap(
      (rule: { headers: Array<{ key: string; value: string }> }) => rule.headers,
    );
    expect(values).toContainEqual({ key: 'Content-Security-Policy', value: 'local-csp' });
    expect(values.filter((header: { key: string }) => header.key === 'Content-Security-Policy')).toHaveLength(1);
  });
});
