/** The demo accounts and per-user data the local backend is seeded with (documented in the README). */
export const demoTechnician = {
  uid: 'demo-tecnico',
  email: 'tecnico@demo.frio',
  password: 'demo1234',
  displayName: 'Técnico Demo',
  /** lista2 prices in the catalogue */
  tipoPrecio: 2,
} as const;

export const demoProjectId = 'demo-frio';
