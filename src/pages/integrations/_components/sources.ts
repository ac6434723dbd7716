import sourcesJson from '@site/src/data/generated/sources.json';
import {
  CAPABILITIES,
  CAPABILITY_LABELS,
  SOURCE_CATEGORIES,
  SUPPORT_STATUSES,
  SUPPORT_STATUS_LABELS,
  type Capability,
  type SourceCategory,
  type SupportStatus,
} from '@site/genDocs/src/schema/capabilities';
import type {SourceIndexEntry} from '@site/genDocs/src/schema';

/**
 * Every ingestion source, from the JSON index genDocs writes (src/data/generated/sources.json) out of
 * genDocs/data/sources/*.yaml, the same data as the source pages. Run `npm run generate` to create it.
 */
export const sources = sourcesJson as SourceIndexEntry[];

export {CAPABILITY_LABELS, SUPPORT_STATUS_LABELS, type Capability, type SourceCategory, type SupportStatus};

/** Categories that have at least one source, in the fixed order of the schema. */
export const categories: SourceCategory[] = SOURCE_CATEGORIES.filter((c) => sources.some((s) => s.category === c));
export const statuses: SupportStatus[] = [...SUPPORT_STATUSES];

/** Capabilities that at least one source declares, in the fixed order of the schema (CAPABILITIES). */
export const capabilities: Capability[] = CAPABILITIES.filter((c) => sources.some((s) => s.capabilities.includes(c)));

/** A category's value in the URL: short and readable (?category=bi). */
export const CATEGORY_SLUGS: Readonly<Record<SourceCategory, string>> = {
  'Data Warehouse': 'data-warehouse',
  Database: 'database',
  'Data Lake': 'data-lake',
  'BI & Analytics': 'bi',
  Streaming: 'streaming',
  Orchestration: 'orchestration',
  Transformation: 'transformation',
  'ML Platform': 'ml-platform',
  'Data Quality': 'data-quality',
  Identity: 'identity',
  'Metadata & Catalog': 'metadata-catalog',
  Other: 'other',
};

/** Other names a capability is read under in a URL: the words readers use (?capability=column-lineage). */
const CAPABILITY_ALIASES: Readonly<Record<string, Capability>> = {
  'table-lineage': 'lineage',
  'column-lineage': 'column-level-lineage',
  profiling: 'data-profiling',
  usage: 'usage-statistics',
};

export interface Filters {
  query: string;
  category: SourceCategory | '';
  status: SupportStatus | '';
  /** Every one must be declared by a source for it to show (AND). */
  capabilities: Capability[];
}

export const noFilters: Filters = {query: '', category: '', status: '', capabilities: []};

function categoryFrom(value: string): SourceCategory | '' {
  const lower = value.trim().toLowerCase();
  // The slug, or the category's name as links written before the slugs had it (?category=Data+Warehouse).
  return categories.find((c) => CATEGORY_SLUGS[c] === lower || c.toLowerCase() === lower) ?? '';
}

/**
 * Reads filters from a query string. Values the page does not know (a category, status or capability no
 * source has) are ignored, without a message: a shared link from another version still opens.
 * Capabilities come as repeated parameters or comma-separated (?capability=lineage&capability=tags).
 */
export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const wanted = new Set(
    params
      .getAll('capability')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .map((value) => CAPABILITY_ALIASES[value] ?? value),
  );
  const filters: Filters = {
    query: params.get('q') ?? '',
    category: categoryFrom(params.get('category') ?? ''),
    status: (SUPPORT_STATUSES as readonly string[]).includes(status) ? (status as SupportStatus) : '',
    capabilities: capabilities.filter((c) => wanted.has(c)),
  };
  // No filter set: the same object as the server's render, so the grid computed from it is kept as it
  // is when the page hydrates (a new object would redraw all the cards right after hydration).
  const none = !filters.query && !filters.category && !filters.status && filters.capabilities.length === 0;
  return none ? noFilters : filters;
}

/** Writes filters into a query string, keeping any other parameters; empty filters are left out. */
export function filtersToSearch(filters: Filters, current = ''): string {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
  set('q', filters.query);
  set('category', filters.category ? CATEGORY_SLUGS[filters.category] : '');
  set('status', filters.status);
  params.delete('capability');
  for (const capability of CAPABILITIES.filter((c) => filters.capabilities.includes(c)))
    params.append('capability', capability);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasFilters(filters: Filters): boolean {
  return Boolean(filters.query || filters.category || filters.status || filters.capabilities.length > 0);
}

/** Sources matching every filter; the text matches name, id, category and description. */
export function filterSources(all: readonly SourceIndexEntry[], filters: Filters): SourceIndexEntry[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((source) => {
    if (filters.category && source.category !== filters.category) return false;
    if (filters.status && source.status !== filters.status) return false;
    if (!filters.capabilities.every((c) => source.capabilities.includes(c))) return false;
    const haystack = `${source.name} ${source.id} ${source.category} ${source.description}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export interface FilterCounts {
  /** Sources shown for each category, with the other filters as they are; `''` is "all categories". */
  category: Map<SourceCategory | '', number>;
  status: Map<SupportStatus | '', number>;
  /** Sources shown if this capability were required too (for one already chosen: the sources shown). */
  capability: Map<Capability, number>;
}

/** The count beside each filter value: how many sources choosing it would show, the rest kept. */
export function filterCounts(all: readonly SourceIndexEntry[], filters: Filters): FilterCounts {
  const category = new Map<SourceCategory | '', number>();
  for (const value of ['', ...categories] as const)
    category.set(value, filterSources(all, {...filters, category: value}).length);
  const status = new Map<SupportStatus | '', number>();
  for (const value of ['', ...statuses] as const)
    status.set(value, filterSources(all, {...filters, status: value}).length);
  const shown = filterSources(all, filters);
  const capability = new Map<Capability, number>(
    capabilities.map((c) => [c, shown.filter((source) => source.capabilities.includes(c)).length]),
  );
  return {category, status, capability};
}
