import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholdersLeft } from '@frio/shared/contact';
import { release } from './release.ts';

describe('a release to the real site (--target firebase)', () => {
  const hosting = mkdtempSync(path.join(os.tmpdir(), 'frio-placeholders-'));
  const root = path.resolve(import.meta.dirname, '../../..');
  afterAll(() => rmSync(hosting, { recursive: true, force: true }));

  it.each(['shell', 'calculator'] as const)(
    'of %s refuses while demo values remain, naming each, and publishes nothing',
    async (unit) => {
      const lines: string[] = [];
      const outcome = await release({ root, unit, target: 'firebase', hosting, print: (line) => lines.push(line) });
      expect(outcome.ok).toBe(false);
      expect(outcome.problems).toEqual(placeholdersLeft());
      const output = lines.join('\n');
      expect(output).toContain('RECHAZADO: el sitio real no puede salir con datos de ejemplo');
      for (const name of [
        'el teléfono',
        'el número de WhatsApp',
        'la dirección',
        'el enlace del cliente lacteos-la-paz',
      ])
        expect(output).toContain(name);
      expect(readdirSync(hosting)).toEqual([]);
    },
  );
});
