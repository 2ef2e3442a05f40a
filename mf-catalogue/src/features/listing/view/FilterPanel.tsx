import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { DEFAULT_SORT, type SortOrder } from '../../../lib/listing-query/sort.ts';
import { sortGroups } from '../../../lib/listing-query/sort-labels.ts';
import styles from './FilterPanel.module.css';

interface Props {
  id: string;
  open: boolean;
  order: SortOrder;
  /** 'Aplicar Filtro': apply the chosen order and close. */
  onApply: (order: SortOrder) => void;
  /** 'Borrar Filtro': back to name ascending. */
  onReset: () => void;
  onClose: () => void;
  /** The Filtrar button: a tap on it toggles the panel, so it is not a tap outside. */
  toggleRef: RefObject<HTMLElement | null>;
}

/** The slide-down 'Filtrar Productos' panel (docs/contract.md "Routes and screens"): two collapsible groups of orders. */
export function FilterPanel({ id, open, order, onApply, onReset, onClose, toggleRef }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [choice, setChoice] = useState(order);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});

  // Each opening starts from the order in use (state adjusted while rendering, not in an effect).
  const source = open ? order : null;
  const [previousSource, setPreviousSource] = useState(source);
  if (source !== previousSource) {
    setPreviousSource(source);
    if (source !== null) setChoice(source);
  }

  // Open: focus moves in; Escape and a tap anywhere outside the panel (and off Filtrar) close it.
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      onClose();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose, toggleRef]);

  return (
    <section
      ref={panelRef}
      id={id}
      className={styles.panel}
      data-open={open || undefined}
      inert={!open}
      aria-labelledby={titleId}
    >
      <div className={styles.titleRow}>
        <h2 id={titleId} className={styles.title}>
          Filtrar Productos
        </h2>
        <button ref={closeRef} type="button" className={styles.close} aria-label="Cerrar filtros" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {sortGroups.map((group, index) => {
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
