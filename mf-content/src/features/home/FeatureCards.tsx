import { useRef } from 'react';
import { Link } from '@frio/shared/router';
import { useInView } from '../../hooks/useInView.ts';
import { Illustration } from '../../components/Illustration.tsx';
import { featureCards, type FeatureCard } from './feature-cards.ts';
import styles from './Home.module.css';

function Card({ card }: { card: FeatureCard }) {
  const ref = useRef<HTMLElement>(null);
  // Cards already on screen at load just show; the others fade in as they scroll into view.
  const seen = useInView(ref, { threshold: 0.15 });
  return (
    <article ref={ref} className={styles.card} data-seen={seen} aria-labelledby={`card-${card.id}`}>
      <Illustration kind={card.id} />
      <h3 id={`card-${card.id}`}>{card.title}</h3>
      <p>{card.text}</p>
      <Link to={card.to} className={styles.cardLink}>
        {card.linkText}
      </Link>
    </article>
  );
}

export function FeatureCards() {
  return (
    <ul className={styles.cards}>
      {featureCards.map((card) => (
        <li key={card.id}>
          <Card card={card} />
        </li>
      ))}
    </ul>
  );
}
