import type { SortOrder } from './sort.ts';

interface SortGroup {
  title: string;
  options: Array<{ order: SortOrder; label: string }>;
}

/** The filter panel's two groups and their orders, with the contract's labels. (docs/contract.md "Routes and screens") */
export const sortGroups: readonly SortGroup[] = [
  {
    title: 'Ordenar por Precio',
    options: [
      { order: 'price-desc', label: 'Mayor Precio' },
      { order: 'price-asc', label: 'Menor Precio' },
    ],
  },
  {
    title: 'Ordenar por Nombre',
    options: [
      { order: 'name-asc', label: 'Ordenar de A - Z' },
      { order: 'name-desc', label: 'Ordenar de Z - A' },
    ],
  },
];

export function sortLabel(order: SortOrder): string {
  for (const group of sortGroups) {
    const option = group.options.find((candidate) => candidate.order === order);
    if (option) return option.label;
  }
  return order;
}
