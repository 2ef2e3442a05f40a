/** The three home cards (docs/contract.md "Routes and screens", Home): transport, supplies, air conditioners. */
export interface FeatureCard {
  id: 'transporte' | 'insumos' | 'aires';
  title: string;
  text: string;
  /** Visible link text and the route it goes to. */
  linkText: string;
  to: string;
}

export const featureCards: readonly FeatureCard[] = [
  {
    id: 'transporte',
    title: 'Frío para transporte',
    text: 'Venta, instalación, mantenimiento y servicio técnico de equipos de frío para camiones y utilitarios.',
    linkText: 'Ver equipos para transporte',
    to: '/productos/transporte',
  },
  {
    id: 'insumos',
    title: 'Insumos y repuestos',
    text: 'Cobre, gas refrigerante, aceites, filtros, válvulas y todo lo que necesitás para refrigeración familiar, comercial y automotor.',
    linkText: 'Ver insumos',
    to: '/productos/insumos',
  },
  {
    id: 'aires',
    title: 'Aires acondicionados',
    text: 'Equipos split on/off e inverter, y unidades a medida de 3.000 a 18.000 frigorías, con instalación.',
    linkText: 'Ver aires acondicionados',
    to: '/productos/aires',
  },
];
