/**
 * The fixed list of things an ingestion source can extract. A source declares a subset, each with a
 * short note; the page shows every capability of the list so readers can compare sources.
 * Order here is the order of the capabilities table.
 */
export const CAPABILITIES = [
  'schema-metadata',
  'descriptions',
  'lineage',
  'column-level-lineage',
  'usage-statistics',
  'data-profiling',
  'deletion-detection',
  'domains',
  'ownership',
  'tags',
  'glossary-terms',
  'classification',
  'platform-instance',
  'containers',
  'partition-support',
  'test-connection',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export const CAPABILITY_LABELS: Readonly<Record<Capability, string>> = {
  'schema-metadata': 'Schema metadata',
  descriptions: 'Descriptions',
  lineage: 'Table-level lineage',
  'column-level-lineage': 'Column-level lineage',
  'usage-statistics': 'Usage statistics',
  'data-profiling': 'Data profiling',
  'deletion-detection': 'Deletion detection',
  domains: 'Domains',
  ownership: 'Ownership',
  tags: 'Tags',
  'glossary-terms': 'Glossary terms',
  classification: 'Classification',
  'platform-instance': 'Platform instance',
  containers: 'Containers',
  'partition-support': 'Partition support',
  'test-connection': 'Test connection',
};

/** Support levels, as DataHub's connectors declare them with @support_status. */
export const SUPPORT_STATUSES = ['certified', 'incubating', 'testing'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Readonly<Record<SupportStatus, string>> = {
  certified: 'Certified',
  incubating: 'Incubating',
  testing: 'Testing',
};

/** Categories of the /integrations grid. Fixed so the filter stays short and consistent. */
export const SOURCE_CATEGORIES = [
  'Data Warehouse',
  'Database',
  'Data Lake',
  'BI & Analytics',
  'Streaming',
  'Orchestration',
  'Transformation',
  'ML Platform',
  'Data Quality',
  'Identity',
  'Metadata & Catalog',
  'Other',
] as const;
export type SourceCategory = (typeof SOURCE_CATEGORIES)[number];
