import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.scss';

export interface LinkCard {
  readonly title: string;
  readonly summary: string;
  readonly cta: string;
  readonly to: string;
}

/** A responsive grid of cards, each a heading, a sentence and one link. */
export default function LinkCardGrid({
  cards,
  headingLevel = 'h3',
}: {
  cards: readonly LinkCard[];
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <Heading as={headingLevel} className={styles.cardTitle}>
            {card.title}
          </Heading>
          <p>{card.summary}</p>
          <Link to={card.to} className={styles.cardLink}>
            {card.cta} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
