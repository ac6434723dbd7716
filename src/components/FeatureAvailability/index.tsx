import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.scss';

export type FeatureStage = 'alpha' | 'beta' | 'ga' | 'deprecated';

export interface FeatureAvailabilityProps {
  /** Available in self-hosted, open-source DataHub. */
  selfHosted?: boolean;
  /** Available in DataHub Cloud, the managed offering. */
  cloud?: boolean;
  stage?: FeatureStage;
}

const stageLabels: Record<FeatureStage, string> = {
  alpha: 'Alpha',
  beta: 'Beta',
  ga: 'Generally available',
  deprecated: 'Deprecated',
};

/**
 * The badge row at the top of a feature page: where the feature runs and how
 * mature it is. Used on every feature page so readers learn one pattern.
 */
export default function FeatureAvailability({
  selfHosted = false,
  cloud = false,
  stage = 'ga',
}: FeatureAvailabilityProps): ReactNode {
  if (!selfHosted && !cloud) {
    throw new Error('FeatureAvailability needs at least one of the flags selfHosted or cloud.');
  }
  if (!(stage in stageLabels)) {
    throw new Error(`FeatureAvailability stage must be one of ${Object.keys(stageLabels).join(', ')}; got "${stage}".`);
  }
  return (
    <div className={styles.row} role="note" aria-label="Feature availability">
      <span className={styles.heading}>Available in</span>
      <span className={clsx(styles.badge, selfHosted ? styles.yes : styles.no)}>
        <span aria-hidden="true">{selfHosted ? '✓' : '✕'}</span> Self-hosted DataHub
        <span className="sr-only">{selfHosted ? ': yes' : ': no'}</span>
      </span>
      <span className={clsx(styles.badge, cloud ? styles.yes : styles.no)}>
        <span aria-hidden="true">{cloud ? '✓' : '✕'}</span> DataHub Cloud
        <span className="sr-only">{cloud ? ': yes' : ': no'}</span>
      </span>
      {stage !== 'ga' && <span className={clsx(styles.badge, styles[stage])}>{stageLabels[stage]}</span>}
    </div>
  );
}
