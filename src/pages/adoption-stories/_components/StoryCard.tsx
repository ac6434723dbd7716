import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {industryLabels, useCaseLabels, type AdoptionStory, type LinkKind} from '../../../data/adoptionStories';
import Monogram from './Monogram';
import styles from './styles.module.scss';

const linkText: Record<LinkKind, string> = {
  talk: 'Watch the talk',
  post: 'Read the post',
  'case-study': 'Read the case study',
  slides: 'See the slides',
  homepage: 'Visit their site',
};

export default function StoryCard({story}: {story: AdoptionStory}): ReactNode {
  const headingId = `story-${story.id}`;
  return (
    <li className={styles.card}>
      <article aria-labelledby={headingId} className={styles.cardInner}>
        <div className={styles.cardHeader}>
          <Monogram id={story.id} name={story.name} />
          <div>
            <h2 id={headingId} className={styles.cardTitle}>
              {story.name}
            </h2>
            <p className={styles.industry}>{industryLabels[story.industry]}</p>
          </div>
        </div>
        <p className={styles.summary}>{story.summary}</p>
        <ul className={styles.tags} aria-label={`${story.name} uses DataHub for`}>
          {story.useCases.map((useCase) => (
            <li key={useCase} className={styles.tag}>
              {useCaseLabels[useCase]}
            </li>
          ))}
        </ul>
        <Link
          className={styles.cardLink}
          href={story.link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${linkText[story.link.kind]}: ${story.link.title} (opens in a new tab)`}>
          {linkText[story.link.kind]} <span aria-hidden="true">↗</span>
        </Link>
      </article>
    </li>
  );
}
