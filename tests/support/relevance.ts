/**
 * Queries readers type and the page that must answer them (embedded search,
 * current version). Connector names must return the source page first;
 * concepts must return the page that explains them within the first three.
 */
export interface RelevanceCase {
  query: string;
  /** The page that answers, or the pages that equally explain it. */
  expected: string | string[];
  within: 1 | 3;
}

const connector = (id: string): RelevanceCase => ({
  query: id,
  expected: `/docs/generated/ingestion/sources/${id}`,
  within: 1,
});
const concept = (query: string, expected: string | string[]): RelevanceCase => ({query, expected, within: 3});

export const relevanceCases: RelevanceCase[] = [
  connector('snowflake'),
  connector('bigquery'),
  connector('looker'),
  connector('kafka'),
  connector('postgres'),
  concept('glossary term', ['/docs/glossary/business-glossary', '/docs/api/tutorials/terms']),
  concept('lineage', ['/docs/features/feature-guides/lineage', '/docs/api/tutorials/lineage']),
  concept('personal access token', '/docs/authentication/personal-access-tokens'),
  concept('ingestion recipe', '/docs/metadata-ingestion/recipe_overview'),
  concept('quickstart', '/docs/quickstart'),
  concept('domains', '/docs/domains'),
  concept('data products', '/docs/dataproducts'),
  concept('tags', '/docs/tags'),
  concept('ownership types', '/docs/ownership/ownership-types'),
  concept('structured properties', [
    '/docs/features/feature-guides/properties/overview',
    '/docs/api/tutorials/structured-properties',
  ]),
  concept('impact analysis', '/docs/act-on-metadata/impact-analysis'),
  concept('OIDC single sign-on', '/docs/authentication/guides/sso/configure-oidc-react'),
  concept('kubernetes helm', '/docs/deploy/kubernetes'),
  concept('transformers', '/docs/metadata-ingestion/docs/transformer/intro'),
  concept('stateful ingestion', '/docs/metadata-ingestion/docs/dev_guides/stateful'),
  concept('freshness assertion', '/docs/managed-datahub/observe/freshness-assertions'),
  concept('remote executor', '/docs/managed-datahub/remote-executor/about'),
  concept('graphql api', '/docs/api/graphql/overview'),
  concept('policies', '/docs/authorization/policies'),
  concept('incidents', '/docs/incidents/incidents'),
  concept('data contract', '/docs/managed-datahub/observe/data-contract'),
  concept('urn', '/docs/what/urn'),
  concept('airflow', '/docs/lineage/airflow'),
];
