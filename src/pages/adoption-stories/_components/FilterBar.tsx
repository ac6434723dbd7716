import React, {useId, type ReactNode, type Ref} from 'react';
import {industryLabels, useCaseLabels, type Industry, type UseCase} from '../../../data/adoptionStories';
import {noFilters, type StoryFilters} from './filters';
import styles from './styles.module.scss';

interface FilterBarProps {
  filters: StoryFilters;
  industryOptions: readonly Industry[];
  useCaseOptions: readonly UseCase[];
  onChange: (filters: StoryFilters) => void;
  /** The industry select, so the page can move focus there after clearing. */
  industryRef?: Ref<HTMLSelectElement>;
}

/** Two selects and a clear button. Changes apply at once; the page keeps them in the URL. */
export default function FilterBar({
  filters,
  industryOptions,
  useCaseOptions,
  onChange,
  industryRef,
}: FilterBarProps): ReactNode {
  const industryId = useId();
  const useCaseId = useId();
  return (
    // <search>, not <form>: the filters apply as they change, so there is nothing to submit.
    <search className={styles.filters} aria-label="Filter adoption stories">
      <div className={styles.filterField}>
        <label htmlFor={industryId}>Industry</label>
        <select
          ref={industryRef}
          id={industryId}
          name="industry"
          value={filters.industry ?? ''}
          onChange={(event) => onChange({...filters, industry: (event.target.value || null) as Industry | null})}>
          <option value="">All industries</option>
          {industryOptions.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabels[industry]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={useCaseId}>Use case</label>
        <select
          id={useCaseId}
          name="useCase"
          value={filters.useCase ?? ''}
          onChange={(event) => onChange({...filters, useCase: (event.target.value || null) as UseCase | null})}>
          <option value="">All use cases</option>
          {useCaseOptions.map((useCase) => (
            <option key={useCase} value={useCase}>
              {useCaseLabels[useCase]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--secondary" onClick={() => onChange(noFilters)}>
        Clear filters
      </button>
    </search>
  );
}
