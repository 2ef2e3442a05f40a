/**
 * Every local port, in one place (docs/architecture.md "Ports"). FRIO_PORT_BASE=5000 moves every port to
 * 5000 + its offset, so a second copy (the e2e suite) runs beside a running `start`.
 */
export const defaultPorts = {
  shell: 4173,
  content: 4174,
  catalogue: 4175,
  calculator: 4176,
  accounts: 4177,
  partnerDemo: 4180,
  faultShell: 4181,
  database: 9000,
  auth: 9099,
  faultDatabase: 9100,
  faultAuth: 9199,
  // The Firebase emulators' own hub and log stream: a second copy must move them too.
  emulatorHub: 4400,
  emulatorLogging: 4500,
  // The Functions emulator (the pages function); Hosting's emulator serves the shell on the shell's port.
  functions: 4600,
  // Started by the Functions emulator for event triggers the site does not use; moved so two copies fit.
  eventarc: 9299,
  tasks: 9499,
} as const;

export type PortName = keyof typeof defaultPorts;
export type Ports = Record<PortName, number>;

/** Distinct offsets: no two servers share a port. */
export const portOffsets: Ports = {
  shell: 0,
  content: 1,
  catalogue: 2,
  calculator: 3,
  accounts: 4,
  partnerDemo: 7,
  faultShell: 8,
  database: 10,
  auth: 11,
  faultDatabase: 12,
  faultAuth: 13,
  emulatorHub: 14,
  emulatorLogging: 15,
  functions: 16,
  eventarc: 17,
  tasks: 18,
};

const lowestBase = 1024;
const highestBase = 65535 - Math.max(...Object.values(portOffsets));

/**
 * Ports browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports" at and above
 * 1024): a site served there would load nothing.
 */
const blockedPorts = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** A bad base is an error naming the value, never NaN ports, a port out of range or one browsers refuse. */
export function portsFor(base: string | undefined): Ports {
  if (base === undefined || base.trim() === '') return { ...defaultPorts };
  const value = base.trim();
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= lowestBase && number <= highestBase))
    throw new Error(
      `FRIO_PORT_BASE="${base}" no sirve: tiene que ser un número entero entre ${lowestBase} y ${highestBase} ` +
        `(por ejemplo FRIO_PORT_BASE=5000: el sitio en :5000, el backend en :5010 y :5011)`,
    );
  const moved = Object.fromEntries(
    Object.entries(portOffsets).map(([name, offset]) => [name, number + offset]),
  ) as Ports;
  const blocked = Object.values(moved).filter((port) => blockedPorts.has(port));
  if (blocked.length > 0)
    throw new Error(
      `FRIO_PORT_BASE="${base}" no sirve: pondría un servidor en el puerto ${blocked.join(', ')}, que los ` +
        `navegadores bloquean. Elegí otra base (por ejemplo FRIO_PORT_BASE=5000).`,
    );
  return moved;
}

export const ports: Ports = portsFor(process.env.FRIO_PORT_BASE);
