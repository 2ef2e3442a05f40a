import { calculatorMeta } from '@frio/shared/routes';

export const texts = {
  heading: calculatorMeta.title,
  intro:
    'Ingresá las medidas del ambiente en metros, cuántas personas suelen estar y qué tipo de ambiente es. Te mostramos la potencia necesaria y los equipos que mejor se ajustan.',
  formLabel: 'Datos del ambiente',
  fields: {
    length: { label: 'Largo (m)', hint: 'Por ejemplo 4,5' },
    width: { label: 'Ancho (m)', hint: 'Por ejemplo 3' },
    height: { label: 'Altura (m)', hint: 'Del piso al techo, por ejemplo 2,6' },
    people: { label: 'Personas', hint: 'Cuántas suelen estar en el ambiente' },
    type: { label: 'Tipo de ambiente' },
  },
  submit: 'Calcular',
  resultsHeading: 'Potencia necesaria',
  units: { kcal: 'Kcal/h', frigorias: 'frigorías', watts: 'watts' },
  resultsPending: 'Completá los datos y tocá Calcular.',
  modelsHeading: 'Equipos recomendados',
  modelsIntro: 'Equipos con una potencia de hasta 500 frigorías más o menos que el resultado:',
  modelSearch: '(buscar en la web)',
  /** Beside each recommended model: ask the business about it on WhatsApp. */
  modelQuery: 'Consultar',
  noModels: 'No tenemos un equipo de catálogo que se ajuste a este resultado (dentro de 500 frigorías).',
  customUnits: 'Fabricamos equipos a medida de 3.000 a 18.000 frigorías.',
  overCustomRange: 'Para más de 18.000 frigorías te asesoramos con una combinación de equipos.',
  customQuoteLink: 'Pedí tu cotización por WhatsApp',
  /** Below the smallest custom unit (3.000 frigorías): no custom-unit pitch. */
  smallRoom: 'Para un ambiente tan chico, escribinos y te recomendamos la mejor opción.',
  smallRoomLink: 'Consultanos por WhatsApp',
  newTab: '(se abre en otra pestaña)',
  /** Before the business name in the partner embed's credit link. */
  creditPrefix: 'Calculadora de',
  /** Beside an old result once the inputs change, until the next Calcular. */
  stale: 'Cambiaste los datos: tocá Calcular para actualizar el resultado.',
} as const;

/** The prefilled WhatsApp message for a custom unit, with the calculated need. */
export function customQuoteMessage(base: string, frigorias: string): string {
  return `${base} Según la calculadora necesito unas ${frigorias} frigorías.`;
}

/** The prefilled WhatsApp message about one recommended model, with the calculated need. */
export function modelQueryMessage(model: string, frigorias: string): string {
  return `¡Hola! Quisiera consultar por el equipo ${model}. Según la calculadora necesito unas ${frigorias} frigorías.`;
}
