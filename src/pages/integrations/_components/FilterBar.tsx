import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {
  CAPABILITY_LABELS,
  SUPPORT_STATUS_LABELS,
  capabilities,
  categories,
  hasFilters,
  noFilters,
  statuses,
  type FilterCounts,
  type Filters,
} from './sources';
import styles from '../styles.module.scss';

/** A count beside a filter value, read as "12 integrations". */
function Count({value}: {value: number}) {
  return (
    <span className={styles.facetCount}>
      {value}
      <span className="sr-only"> integrations</span>
    </span>
  );
}

/**
 * Text, category, status and capability filters, combined with AND. The page keeps them in the URL query;
 * the count beside each value is how many integrations choosing it would show, the other filters kept.
 */
export default function FilterBar({
  filters,
  query,
  counts,
  onChange,
}: {
  filters: Filters;
  /** What the text box shows: what is being typed, which the URL follows a moment later. */
  query: string;
  counts: FilterCounts;
  onChange: (next: Filters, options?: {typing?: boolean}) => void;
}): ReactNode {
  return (
    // <search>, not <form>: the filters apply as they change, so there is nothing to submit.
    <search className={styles.filters} aria-label="Filter integrations">
      <div className={styles.filterRow}>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Search</span>
          <input
            type="search"
            name="q"
            placeholder="Name, category or description"
            value={query}
            onChange={(event) => onChange({...filters, query: event.target.value}, {typing: true})}
            autoComplete="off"
          />
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Category</span>
          <select
            name="category"
            value={filters.category}
            onChange={(event) => onChange({...filters, category: event.target.value as Filters['category']})}>
            <option value="">All categories ({counts.category.get('') ?? 0})</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category} ({counts.category.get(category) ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span className={styles.filterLabel}>Status</span>
          <select
            name="status"
            value={filters.status}
            onChange={(event) => onChange({...filters, status: event.target.value as Filters['status']})}>
            <option value="">All statuses ({counts.status.get('') ?? 0})</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {SUPPORT_STATUS_LABELS[status]} ({counts.status.get(status) ?? 0})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hasFilters(filters)}
          onClick={() => onChange(noFilters)}>
          Clear filters
        </button>
      </div>
      <fieldset className={styles.capabilities}>
        <legend className={styles.filterLabel}>
          Capabilities <span className={styles.legendNote}>(each one chosen must be supported)</span>
        </legend>
        <ul className={styles.capabilityList}>
          {capabilities.map((capability) => {
            const checked = filters.capabilities.includes(capability);
            const count = counts.capability.get(capability) ?? 0;
            return (
              <li key={capability}>
                <label className={clsx(styles.capability, count === 0 && !checked && styles.capabilityEmpty)}>
                  <input
                    type="checkbox"
                    name="capability"
                    value={capability}
                    checked={checked}
                    onChange={(event) =>
                      onChange({
                        ...filters,
                        capabilities: event.target.checked
                          ? [...filters.capabilities, capability]
                          : filters.capabilities.filter((c) => c !== capability),
                      })
                    }
                  />
                  <span>{CAPABILITY_LABELS[capability]}</span>
                  <Count value={count} />
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </search>
  );
}
