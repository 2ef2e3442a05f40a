import '@frio/shared/tokens.css';
import { Link } from '@frio/shared/router';
import { PageMeta, a11y } from '@frio/shared/ui';
import { insumosMeta } from '@frio/shared/routes';
import { PageHeader, Section } from '../../components/PageHeader.tsx';
import page from '../../components/Page.module.css';
import { rubroCards } from './rubro-labels.ts';
import { RubroArt } from './RubroArt.tsx';
import styles from './Insumos.module.css';

export default function InsumosPage() {
  return (
    <div className={page.page}>
      <PageMeta {...insumosMeta} />
      <PageHeader title="Insumos de refrigeración">
        Repuestos e insumos para refrigeración familiar, comercial y automotor. Elegí una categoría para ver los
        productos, su disponibilidad y precios.
      </PageHeader>
      <Section titleId="insumos-categorias">
        <h2 id="insumos-categorias" className={a11y.visuallyHidden}>
          Categorías
        </h2>
        <ul className={styles.grid}>
          {rubroCards.map((card) => (
            <li key={card.rubro}>
              <article className={styles.card} aria-labelledby={`rubro-${card.rubro}`}>
                <RubroArt rubro={card.rubro} className={styles.art} />
                <h3 id={`rubro-${card.rubro}`}>{card.label}</h3>
                <p>{card.description}</p>
                <Link to={card.href} className={styles.more} aria-label={`Ver más: ${card.label}`}>
                  Ver más
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
