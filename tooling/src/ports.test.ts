import { describe, expect, it } from 'vitest';
import { defaultPorts, portOffsets, portsFor } from './ports.ts';

describe('portsFor', () => {
  it('gives the README ports without FRIO_PORT_BASE', () => {
    for (const unset of [undefined, '', '  ']) {
      const ports = portsFor(unset);
      expect(ports).toEqual(defaultPorts);
      expect([ports.shell, ports.accounts, ports.database, ports.auth]).toEqual([4173, 4177, 9000, 9099]);
    }
  });

  it('moves every port to the base plus its offset', () => {
    const ports = portsFor('5000');
    expect(ports).toEqual({
      shell: 5000,
      content: 5001,
      catalogue: 5002,
      calculator: 5003,
      accounts: 5004,
      partnerDemo: 5007,
      faultShell: 5008,
      database: 5010,
      auth: 5011,
      faultDatabase: 5012,
      faultAuth: 5013,
      emulatorHub: 5014,
      emulatorLogging: 5015,
      functions: 5016,
      eventarc: 5017,
      tasks: 5018,
    });
  });

  it('has an offset for every port, no two alike, so no two servers of one base share a port', () => {
    expect(Object.keys(portOffsets).sort()).toEqual(Object.keys(defaultPorts).sort());
    const offsets = Object.values(portOffsets);
    expect(new Set(offsets).size).toBe(offsets.length);
  });

  it('keeps a moved base clear of the default ports it is meant to run beside', () => {
    const moved = Object.values(portsFor('5000'));
    for (const port of Object.values(defaultPorts)) expect(moved).not.toContain(port);
  });

  it.each(['abc', '5000abc', '50.5', '-5000', '0x1388', '80', '70000', '65530'])(
    'rejects FRIO_PORT_BASE=%s with a message naming it, not NaN or out-of-range ports',
    (bad) => {
      expect(() => portsFor(bad)).toThrow(`FRIO_PORT_BASE="${bad}" no sirve`);
      expect(() => portsFor(bad)).toThrow(/entre 1024 y 65517/);
    },
  );

  it('accepts the highest base whose last port still exists', () => {
    const ports = portsFor('65517');
    expect(Math.max(...Object.values(ports))).toBe(65535);
  });

  it('refuses a base that puts a server on a port browsers block, naming it', () => {
    // 6000 (X11) is the shell's own port; 5050 puts the database on 5060 (SIP).
    expect(() => portsFor('6000')).toThrow(/puerto 6000.*bloquean/);
    expect(() => portsFor('5050')).toThrow(/puerto 5060/);
    expect(portsFor('5000').shell).toBe(5000);
  });
});
