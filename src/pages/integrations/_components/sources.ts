import sourcesJson from '@site/src/data/generated/sources.json';
import {
  SOURCE_CATEGORIES,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type SourceCategory,
  type SupportStatus,
} from '@site/genDocs/src/schema/capabilities';
import type {SourceIndexEntry} from '@site/genDocs/src/schema';

/**
 * Every ingestion source, from the JSON index genDocs writes (src/data/generated/sources.json) out of
 * genDocs/data/sources/*.yaml, the same data as the source pages. Run `npm run generate` to create it.
 */
export const sources = sourcesJson as SourceIndexEntry[];

export {SUPPORT_STATUS_LABELS, type SourceCategory, type SupportStatus};

/** Categories that have at least one source, in the fixed order of the schema. */
export const categories: SourceCategory[] = SOURCE_CATEGORIES.filter((c) => sources.some((s) => s.category === c));
export const statuses: SupportStatus[] = [...SUPPORT_STATUSES];

export interface Filters {
  query: string;
  category: SourceCategory | '';
  status: SupportStatus | '';
}

export const noFilters: Filters = {query: '', category: '', status: ''};

/** Reads filters from a query string; unknown categories and statuses are ignored. */
export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  return {
    query: params.get('q') ?? '',
    category: (SOURCE_CATEGORIES as readonly string[]).includes(category) ? (category as SourceCategory) : '',
    status: (SUPPORT_STATUSES as readonly string[]).includes(status) ? (status as SupportStatus) : '',
  };
}

/** Writes filters into a query string, keeping any other parameters; empty filters are left out. */
export function filtersToSearch(filters: Filters, current = ''): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('q', filters.query);
  set('category', filters.category);
  set('status', filters.status);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Sources matching every filter; the text matches name, id, category and description. */
export function filterSources(all: readonly SourceIndexEntry[], filters: Filters): SourceIndexEntry[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((source) => {
    if (filters.category && source.category !== filters.category) return false;
    if (filters.status && source.status !== filters.status) return false;
    const haystack = `${source.name} ${source.id} ${source.category} ${source.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
