import React, {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {SourceIndexEntry} from '@site/genDocs/src/schema';
import CategoryIcon from './CategoryIcon';
import {SUPPORT_STATUS_LABELS} from './sources';
import styles from '../styles.module.scss';
import {readableBadgeColors} from '@site/src/utils/color';

const STATUS_CLASS = {certified: 'badge--success', incubating: 'badge--warning', testing: 'badge--secondary'} as const;

/**
 * One source: monogram logo, name, category, status; the whole card links to the source page. Memoized: a
 * change of filter redraws the grid, and a card whose source is still shown need not be drawn again.
 */
function SourceCard({source}: {source: SourceIndexEntry}): ReactNode {
  return (
    <li className={styles.card} data-source={source.id}>
      <Link to={source.path} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <span className={styles.monogram} style={readableBadgeColors(source.logo.color)} aria-hidden="true">
            {source.logo.monogram}
          </span>
          <span className={styles.cardName}>{source.name}</span>
        </span>
        <span className={styles.cardMeta}>
          <span className={styles.category}>
            <CategoryIcon category={source.category} className={styles.categoryIcon} />
            {source.category}
          </span>
          <span className={clsx('badge', STATUS_CLASS[source.status])} data-status={source.status}>
            {SUPPORT_STATUS_LABELS[source.status]}
          </span>
        </span>
        <span className={styles.cardDescription}>{source.description}</span>
      </Link>
    </li>
  );
}

export default memo(SourceCard);
