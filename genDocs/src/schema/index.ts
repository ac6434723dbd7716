export * from './capabilities';
export * from './source';
export * from './entity';

/** One row of the JSON index behind /integrations (src/data/generated/sources.json). */
export interface SourceIndexEntry {
  id: string;
  name: string;
  category: import('./capabilities').SourceCategory;
  status: import('./capabilities').SupportStatus;
  description: string;
  logo: {monogram: string; color: string};
  capabilities: import('./capabilities').Capability[];
  /** Site path of the source page, without the base URL. */
  path: string;
}
