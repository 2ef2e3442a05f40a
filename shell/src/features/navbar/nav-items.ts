/** The navbar's entries (SPEC §2). The compact panel shows only the `main` ones, without subcategories. */
export const mainItems = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/productos', label: 'Productos', end: false },
  { to: '/nosotros', label: 'Nosotros', end: false },
  { to: '/contacto', label: 'Contacto', end: false },
] as const;

export const productItems = [
  { to: '/productos/aires', label: 'Aires' },
  { to: '/productos/insumos', label: 'Insumos' },
  { to: '/productos/transporte', label: 'Transporte' },
] as const;

export const techniciansItem = { to: '/register', label: 'Técnicos' } as const;

/**
 * A signed-in technician is already registered: 'Técnicos' takes them to the supply categories, whose
 * listings show their technician prices (list 2).
 */
export const signedInTechniciansItem = {
  to: '/productos/insumos',
  label: 'Técnicos',
  title: 'Insumos con tus precios de técnico',
} as const;

/** The owner manages the technicians: 'Técnicos' takes them to the requests in the back-office. */
export const ownerTechniciansItem = {
  to: '/admin',
  label: 'Técnicos',
  title: 'Solicitudes de técnicos',
} as const;
