import React, {type ReactNode} from 'react';
import {SUPPORT_STATUS_LABELS, categories, statuses, type Filters} from './sources';
import styles from '../styles.module.scss';

/** Text, category and status filters. The page keeps them in the URL query. */
export default function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}): ReactNode {
  const active = Boolean(filters.query || filters.category || filters.status);
  return (
    // <search>, not <form>: the filters apply as they change, so there is nothing to submit.
    <search className={styles.filters} aria-label="Filter integrations">
      <label className={styles.filter}>
        <span className={styles.filterLabel}>Search</span>
        <input
          type="search"
          name="q"
          placeholder="Name, category or description"
          value={filters.query}
          onChange={(event) => onChange({...filters, query: event.target.value})}
          autoComplete="off"
        />
      </label>
      <label className={styles.filter}>
        <span className={styles.filterLabel}>Category</span>
        <select
          name="category"
          value={filters.category}
          onChange={(event) => onChange({...filters, category: event.target.value as Filters['category']})}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
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
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {SUPPORT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={!active}
        onClick={() => onChange({query: '', category: '', status: ''})}>
        Clear filters
      </button>
    </search>
  );
}
