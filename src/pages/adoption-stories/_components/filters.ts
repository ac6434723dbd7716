import {industries, useCases, type AdoptionStory, type Industry, type UseCase} from '../../../data/adoptionStories';

/** The filters of the adoption stories page; `null` means "any". Kept in the URL as ?industry=...&useCase=... */
export interface StoryFilters {
  readonly industry: Industry | null;
  readonly useCase: UseCase | null;
}

export const noFilters: StoryFilters = {industry: null, useCase: null};

function pick<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from a query string; unknown values are ignored rather than matching nothing. */
export function parseFilters(search: string): StoryFilters {
  const params = new URLSearchParams(search);
  return {industry: pick(industries, params.get('industry')), useCase: pick(useCases, params.get('useCase'))};
}

/** The query string for these filters, keeping any other parameters: "?industry=healthcare" or "". */
export function filtersToSearch(filters: StoryFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('industry');
  params.delete('useCase');
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.useCase) params.set('useCase', filters.useCase);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: StoryFilters): boolean {
  return filters.industry !== null || filters.useCase !== null;
}

export function filterStories<T extends Pick<AdoptionStory, 'industry' | 'useCases'>>(
  stories: readonly T[],
  filters: StoryFilters,
): T[] {
  return stories.filter(
    (story) =>
      (filters.industry === null || story.industry === filters.industry) &&
      (filters.useCase === null || story.useCases.includes(filters.useCase)),
  );
}

/** Values that occur in the data, in the order of the fixed list, so no single filter offers an empty choice. */
export function valuesInUse<T extends string>(allowed: readonly T[], used: Iterable<T>): T[] {
  const seen = new Set(used);
  return allowed.filter((value) => seen.has(value));
}
