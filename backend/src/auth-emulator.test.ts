import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPorts, portsFor } from '@frio/tooling/ports';
import { emulatorConfig } from './auth-emulator.ts';

const firebaseJson = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../firebase.json'), 'utf8'));

describe('emulatorConfig', () => {
  it("firebase.json's emulator ports are the default ports (the config firebase-tools reads agrees with ports.ts)", () => {
    expect(firebaseJson.emulators.auth.port).toBe(defaultPorts.auth);
    expect(firebaseJson.emulators.database.port).toBe(defaultPorts.database);
    expect(firebaseJson.emulators.hub.port).toBe(defaultPorts.emulatorHub);
    expect(firebaseJson.emulators.logging.port).toBe(defaultPorts.emulatorLogging);
  });

  it('moves the emulator ports with FRIO_PORT_BASE and keeps the rest of firebase.json', () => {
    const moved = emulatorConfig(firebaseJson, portsFor('5000'));
    expect(moved.emulators.auth).toEqual({ host: '127.0.0.1', port: 5011 });
    expect(moved.emulators.database).toEqual({ host: '127.0.0.1', port: 5010 });
    expect(moved.emulators.hub).toEqual({ host: '127.0.0.1', port: 5014 });
    expect(moved.emulators.logging).toEqual({ host: '127.0.0.1', port: 5015 });
    expect(moved.emulators.ui).toEqual(firebaseJson.emulators.ui);
    expect((moved as unknown as { hosting: unknown }).hosting).toEqual(firebaseJson.hosting);
  });
});
