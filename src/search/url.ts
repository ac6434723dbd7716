/** The full results page and its shareable query string. */
export const SEARCH_PAGE_PATH = '/search';

export function searchPageUrl(query: string, version?: string): string {
  const params = new URLSearchParams({q: query});
  if (version) params.set('version', version);
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}
