/** The demo accounts and data the local backend is seeded with (the README's table of demo accounts). */
import { technicianKey } from '@frio/shared/roles';

/** An approved technician: sees price list 2. */
export const demoTechnician = {
  uid: 'demo-tecnico',
  email: 'tecnico@demo.frio',
  password: 'demo1234',
  displayName: 'Técnico Demo',
  dni: 20123456,
} as const;

/** The owner: the Auth custom claim `admin` (what `pnpm admin:grant` sets on a real project). */
export const demoOwner = {
  uid: 'demo-dueno',
  email: 'dueno@demo.frio',
  password: 'demo1234',
  displayName: 'Dueño Demo',
} as const;

export const demoProjectId = 'demo-frio';

/** A fixed date for the demo's requests and approval, so the back-office shows the same dates every start. */
const DEMO_DAY = Date.UTC(2026, 10, 20, 13, 30, 0);

/** When the demo technician was approved. */
const DEMO_APPROVED = DEMO_DAY - 7 * 86_400_000;

/** The approved technicians' nodes (tecnicos/<e-mail key>), as the owner's approval writes them. */
export const demoTechnicians = {
  [technicianKey(demoTechnician.email)]: {
    email: demoTechnician.email,
    nombre: demoTechnician.displayName,
    dni: demoTechnician.dni,
    aprobado: DEMO_APPROVED,
    uid: demoTechnician.uid,
  },
};

/** The accounts the business created (cuentas/<e-mail key>): the demo technician's, made at its approval. */
export const demoAccounts = {
  [technicianKey(demoTechnician.email)]: { uid: demoTechnician.uid, creada: DEMO_APPROVED },
};

/**
 * The demo technician's own request, approved (what Aprobar leaves in solicitudes/<dni>): the owner finds
 * them under Aprobadas in /admin, where Revocar can be tried.
 */
export const demoApprovedRequests = {
  [String(demoTechnician.dni)]: {
    nombre: demoTechnician.displayName,
    email: demoTechnician.email,
    telefono: '3455 400100',
    fecha: DEMO_APPROVED - 86_400_000,
    dni: demoTechnician.dni,
    localidad: 'Villaguay',
    estado: 'aprobada',
    resuelta: DEMO_APPROVED,
  },
};

/** Two pending sign-up requests (solicitudes/<dni>), so the back-office is never empty on first look. */
export const demoRequests = {
  '28456789': {
    nombre: 'Benítez Carlos Alberto',
    email: 'carlos.benitez@ejemplo.com',
    telefono: '3455 412233',
    fecha: DEMO_DAY,
    dni: 28456789,
    localidad: 'Villaguay',
  },
  '33987654': {
    nombre: 'Rodríguez María Laura',
    email: 'mlrodriguez@ejemplo.com',
    telefono: '343 4567890',
    fecha: DEMO_DAY + 26 * 3_600_000,
    dni: 33987654,
    localidad: 'Paraná',
  },
};
