import { useEffect, useId, useState } from 'react';
import { DEFAULT_SORT, type SortOrder } from './sort.ts';
import styles from './FilterPanel.module.css';

interface Group {
  title: string;
  options: Array<{ order: SortOrder; label: string }>;
}

const groups: Group[] = [
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

interface Props {
  id: string;
  open: boolean;
  order: SortOrder;
  /** 'Aplicar Filtro': apply the chosen order and close. */
  onApply: (order: SortOrder) => void;
  /** 'Borrar Filtro': back to name ascending. */
  onReset: () => void;
  onClose: () => void;
}

/** The slide-down 'Filtrar Productos' panel (SPEC §2): two collapsible groups of orders. */
export function FilterPanel({ id, open, order, onApply, onReset, onClose }: Props) {
  const titleId = useId();
  const [choice, setChoice] = useState(order);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  // Each opening starts from the order in use (state adjusted while rendering, not in an effect).
  const source = open ? order : null;
  const [previousSource, setPreviousSource] = useState(source);
  if (source !== previousSource) {
    setPreviousSource(source);
    if (source !== null) setChoice(source);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <section id={id} className={styles.panel} data-open={open || undefined} inert={!open} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Filtrar Productos
      </h2>
      {groups.map((group, index) => {
        const isOpen = !!expanded[group.title];
        const optionsId = `${id}-grupo-${index}`;
        return (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>
              <button
                type="button"
                className={styles.groupToggle}
                aria-expanded={isOpen}
                aria-controls={optionsId}
                onClick={() => setExpanded((current) => ({ ...current, [group.title]: !isOpen }))}
              >
                <span>{group.title}</span>
                <svg
                  className={styles.arrow}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={optionsId} className={styles.options} hidden={!isOpen}>
              {group.options.map((option) => (
                <button
                  key={option.order}
                  type="button"
                  className={styles.option}
                  aria-pressed={choice === option.order}
                  onClick={() => setChoice(option.order)}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
        );
      })}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setChoice(DEFAULT_SORT);
            onReset();
          }}
        >
          Borrar Filtro
        </button>
        <button type="button" className={styles.primary} onClick={() => onApply(choice)}>
          Aplicar Filtro
        </button>
      </div>
    </section>
  );
}
