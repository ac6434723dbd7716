/**
 * The search relevance set: queries written the way readers type them (plain phrases, questions, tasks,
 * product names, abbreviations), each with the pages that answer it, current version. A query is answered
 * when one of its pages is among the first `within` pages the search modal shows (3 unless stated).
 *
 * Used by the built-site relevance check (tests/site/search-relevance.test.ts: at least 95% answered,
 * through the modal's own backend and ranking), the browser check through the modal itself
 * (tests/e2e/search-relevance.spec.ts) and `npm run bench:search`, which prints the hit rate.
 *
 * Adding a query: write it as a reader would, list every page that answers it (not the page the engine
 * happens to return), and check each path exists (the built-site check fails on a missing page).
 */
export interface SearchQuery {
  query: string;
  /** Pages (URL paths under the base URL) that answer the query, any one of which counts. */
  expected: string[];
  /** How many of the first pages shown may hold the answer: 1 for connector names, else 3. */
  within?: 1 | 3;
  /** The way the query is written, to read results by kind. */
  kind: 'phrase' | 'question' | 'task' | 'product' | 'abbreviation';
}

const sources = (id: string) => `/docs/generated/ingestion/sources/${id}`;
const entity = (id: string) => `/docs/generated/metamodel/entities/${id}`;
const quick = (platform: string, page: 'overview' | 'setup' | 'configuration') =>
  `/docs/quick-ingestion-guides/${platform}/${page}`;

const phrase = (query: string, ...expected: string[]): SearchQuery => ({query, expected, kind: 'phrase'});
const question = (query: string, ...expected: string[]): SearchQuery => ({query, expected, kind: 'question'});
const task = (query: string, ...expected: string[]): SearchQuery => ({query, expected, kind: 'task'});
const abbreviation = (query: string, ...expected: string[]): SearchQuery => ({query, expected, kind: 'abbreviation'});
/** A connector or product name: its own page must come first. */
const connector = (query: string, id = query): SearchQuery => ({
  query,
  expected: [sources(id)],
  within: 1,
  kind: 'product',
});
const product = (query: string, ...expected: string[]): SearchQuery => ({query, expected, kind: 'product'});

const OIDC_SELF_HOSTED = '/docs/authentication/guides/sso/configure-oidc-react';
const OIDC_PROVIDER = '/docs/authentication/guides/sso/initialize-oidc';
const OIDC_CLOUD = '/docs/managed-datahub/integrations/oidc-sso-integration';
const PAT = '/docs/authentication/personal-access-tokens';
const TOKEN_API = '/docs/api/graphql/token-management';

export const searchQueries: SearchQuery[] = [
  // Getting started and installing
  phrase('quickstart', '/docs/quickstart'),
  phrase('quickstart docker', '/docs/quickstart'),
  task('install datahub locally', '/docs/quickstart', '/docs/datahub_lite'),
  question('how do I run datahub on my laptop', '/docs/quickstart', '/docs/datahub_lite'),
  question('what is datahub', '/docs/features', '/docs/what-is-datahub/datahub-concepts'),
  phrase('datahub concepts', '/docs/what-is-datahub/datahub-concepts'),
  task('quickstart port already in use', '/docs/troubleshooting/quickstart'),
  question('what is the default username and password', '/docs/authentication/changing-default-credentials'),
  task('change the default datahub password', '/docs/authentication/changing-default-credentials'),
  product('datahub lite duckdb', '/docs/datahub_lite'),

  // Deploying and running
  abbreviation('deploy on k8s', '/docs/deploy/kubernetes'),
  phrase('kubernetes helm', '/docs/deploy/kubernetes'),
  phrase('helm chart', '/docs/deploy/kubernetes'),
  task('deploy datahub on aws eks', '/docs/deploy/aws'),
  abbreviation('gke', '/docs/deploy/gcp'),
  abbreviation('aks ingress', '/docs/deploy/azure'),
  product('docker compose', '/docs/docker', '/docs/quickstart'),
  task('upgrade datahub', '/docs/how/updating-datahub', '/docs/docker/datahub-upgrade'),
  phrase('environment variables', '/docs/deploy/environment-vars'),
  abbreviation('gms env vars', '/docs/deploy/environment-vars'),
  task('back up datahub', '/docs/how/backup-datahub'),
  task('reindex elasticsearch', '/docs/how/restore-indices', '/docs/api/restli/restore-indices'),
  product('confluent cloud', '/docs/deploy/confluent-cloud'),
  task('configure kafka sasl ssl', '/docs/how/kafka-config'),
  product('prometheus metrics', '/docs/advanced/monitoring'),
  task('turn off telemetry', '/docs/deploy/telemetry'),
  task('get gms logs', '/docs/how/extract-container-logs'),
  task('move graph from neo4j to elasticsearch', '/docs/how/migrating-graph-service-implementation'),
  question('how do I limit aspect history in mysql', '/docs/advanced/db-retention'),

  // Signing in, tokens and access
  abbreviation('sso', OIDC_SELF_HOSTED, OIDC_PROVIDER, OIDC_CLOUD),
  question('how do I set up OIDC login', OIDC_SELF_HOSTED, OIDC_PROVIDER),
  phrase('OIDC single sign-on', OIDC_SELF_HOSTED),
  product('okta sso', OIDC_PROVIDER, OIDC_SELF_HOSTED, OIDC_CLOUD),
  product('entra id single sign on', OIDC_PROVIDER, OIDC_SELF_HOSTED, OIDC_CLOUD),
  phrase('oidc behind a proxy', '/docs/authentication/guides/sso/configure-oidc-behind-proxy'),
  abbreviation('pat', PAT),
  task('create a pat', PAT, TOKEN_API),
  phrase('personal access token', PAT),
  task('generate an api token', PAT, TOKEN_API),
  task('revoke a token', TOKEN_API, PAT),
  phrase('metadata service authentication', '/docs/authentication/introducing-metadata-service-authentication'),
  abbreviation('jaas', '/docs/authentication/guides/jaas'),
  task('invite users', '/docs/authentication/guides/add-users'),
  abbreviation('scim okta', '/docs/managed-datahub/configuring-identity-provisioning-with-okta'),
  phrase('admin editor reader roles', '/docs/authorization/roles'),
  phrase('policies', '/docs/authorization/policies', '/docs/authorization/access-policies-guide'),
  question(
    'who can edit metadata',
    '/docs/authorization/policies',
    '/docs/authorization/roles',
    '/docs/authorization',
    '/docs/authorization/access-policies-guide',
  ),
  abbreviation(
    'rbac',
    '/docs/authorization/roles',
    '/docs/authorization/policies',
    '/docs/authorization',
    '/docs/authorization/access-policies-guide',
  ),
  product('apache ranger', '/docs/how/configuring-authorization-with-apache-ranger'),
  phrase('user groups', '/docs/authorization/groups'),

  // Ingesting metadata
  phrase('ingestion recipe', '/docs/metadata-ingestion/recipe_overview'),
  phrase('recipe yaml', '/docs/metadata-ingestion/recipe_overview'),
  question(
    'how do I ingest metadata',
    '/docs/metadata-ingestion',
    '/docs/metadata-ingestion/cli-ingestion',
    '/docs/ui-ingestion',
  ),
  abbreviation('ui ingestion', '/docs/ui-ingestion'),
  abbreviation('ingest with the cli', '/docs/metadata-ingestion/cli-ingestion'),
  task('schedule ingestion', '/docs/metadata-ingestion/schedule_docs/intro', '/docs/ui-ingestion'),
  task('run ingestion with cron', '/docs/metadata-ingestion/schedule_docs/cron'),
  task('run ingestion from airflow', '/docs/metadata-ingestion/schedule_docs/airflow'),
  phrase('file sink', '/docs/metadata-ingestion/sink_docs/metadata-file'),
  phrase('console sink', '/docs/metadata-ingestion/sink_docs/console'),
  phrase('datahub-rest sink', '/docs/metadata-ingestion/sink_docs/datahub'),
  phrase('transformers', '/docs/metadata-ingestion/docs/transformer/intro'),
  task(
    'add owners during ingestion',
    '/docs/metadata-ingestion/docs/transformer/dataset_transformer',
    '/docs/metadata-ingestion/docs/transformer/intro',
  ),
  phrase('stateful ingestion', '/docs/metadata-ingestion/docs/dev_guides/stateful'),
  task('remove stale metadata', '/docs/metadata-ingestion/docs/dev_guides/stateful', '/docs/how/delete-metadata'),
  phrase('data profiling', '/docs/metadata-ingestion/docs/dev_guides/sql_profiles'),
  abbreviation('pii classification', '/docs/metadata-ingestion/docs/dev_guides/classification'),
  task(
    'write my own ingestion source',
    '/docs/metadata-ingestion/adding-source',
    '/docs/how/add-custom-ingestion-source',
  ),
  phrase('platform instance', '/docs/platform-instances'),
  task('delete metadata', '/docs/how/delete-metadata'),
  task('roll back an ingestion run', '/docs/how/delete-metadata'),
  product('remote executor', '/docs/managed-datahub/remote-executor/about'),
  phrase('ingestion sources', '/docs/metadata-ingestion/source_overview', '/integrations'),

  // Connectors and integrations
  connector('snowflake'),
  connector('bigquery'),
  connector('looker'),
  connector('kafka'),
  connector('postgres'),
  abbreviation('bq', sources('bigquery'), quick('bigquery', 'overview')),
  product('postgresql', sources('postgres')),
  product('sql server', sources('mssql')),
  product('power bi', sources('powerbi'), quick('powerbi', 'overview')),
  product('dbt', sources('dbt')),
  product('tableau', sources('tableau'), quick('tableau', 'overview')),
  product('databricks unity catalog', sources('databricks')),
  product('aws glue', sources('glue')),
  product('azure blob storage', sources('abs')),
  task('snowflake permissions for datahub', quick('snowflake', 'setup')),
  task('looker api keys', quick('looker', 'setup')),
  product('airflow', '/docs/lineage/airflow'),
  product('spark lineage', '/docs/metadata-integration/java/acryl-spark-lineage'),
  product('dagster', '/docs/lineage/dagster'),
  product('openlineage', '/docs/lineage/openlineage'),
  product('great expectations', '/docs/metadata-ingestion/integration_docs/great-expectations'),

  // Concepts and the metadata model
  question('what is an urn', '/docs/what/urn'),
  phrase('urn', '/docs/what/urn'),
  phrase('urn format', '/docs/what/urn', '/docs/python-sdk/urns'),
  question('what is an entity', '/docs/what/entity', '/docs/metadata-modeling/metadata-model'),
  question('what is an aspect', '/docs/what/aspect'),
  phrase('corpuser entity', entity('corpuser')),
  phrase('dataset entity aspects', entity('dataset')),
  phrase('glossary term entity', entity('glossaryterm')),
  phrase('metadata model', '/docs/metadata-modeling/metadata-model'),
  task('add a custom aspect', '/docs/metadata-modeling/extending-the-metadata-model'),
  abbreviation('mcp', '/docs/features/feature-guides/mcp', '/docs/advanced/mcp-mcl'),
  task('connect claude to datahub', '/docs/features/feature-guides/mcp'),
  phrase('metadata change proposal', '/docs/advanced/mcp-mcl', '/docs/what/mxe'),
  abbreviation('mcl', '/docs/advanced/mcp-mcl', '/docs/what/mxe'),
  abbreviation('gms', '/docs/what/gms', '/docs/metadata-service'),
  abbreviation('gma', '/docs/what/gma'),
  phrase('architecture', '/docs/architecture/architecture'),
  phrase('timeline api', '/docs/dev-guides/timeline'),
  phrase('browse paths', '/docs/browsev2/browse-paths-v2'),
  task('patch an aspect', '/docs/advanced/patch'),

  // APIs and SDKs
  phrase('graphql api', '/docs/api/graphql/overview'),
  abbreviation('gql endpoint', '/docs/api/graphql/how-to-set-up-graphql', '/docs/api/graphql/overview'),
  product('graphiql', '/docs/api/graphql/how-to-set-up-graphql'),
  product('openapi', '/docs/api/openapi/openapi-usage-guide'),
  phrase(
    'rest api',
    '/docs/api/openapi/openapi-usage-guide',
    '/docs/api/restli/restli-overview',
    '/docs/api/datahub-apis',
  ),
  question('which api should I use', '/docs/api/datahub-apis'),
  abbreviation('python sdk', '/docs/metadata-ingestion/as-a-library'),
  abbreviation('java sdk', '/docs/metadata-integration/java/as-a-library'),
  task('emit metadata from python', '/docs/metadata-ingestion/as-a-library', '/docs/python-sdk/clients'),
  product('DatahubRestEmitter', '/docs/python-sdk/clients'),
  abbreviation('cli', '/docs/cli'),
  task('install the datahub cli', '/docs/cli'),
  task('datahub dataset upsert', '/docs/cli-commands/dataset'),
  task('add a tag to a dataset', '/docs/api/tutorials/tags', '/docs/tags'),
  task('add an owner to a dataset', '/docs/api/tutorials/owners', '/docs/ownership/ownership-types'),
  task('create lineage programmatically', '/docs/api/tutorials/lineage'),
  task('update a dataset description', '/docs/api/tutorials/descriptions'),
  task('deprecate a dataset', '/docs/api/tutorials/deprecation'),
  task('search datahub from python', '/docs/api/tutorials/sdk/search_client'),
  phrase('custom properties', '/docs/api/tutorials/custom-properties'),
  phrase('ml models', '/docs/api/tutorials/mlmodel-mlmodelgroup', '/docs/api/tutorials/ml'),

  // Features
  phrase('lineage', '/docs/features/feature-guides/lineage', '/docs/api/tutorials/lineage'),
  phrase('column level lineage', '/docs/features/feature-guides/lineage', '/docs/api/tutorials/lineage'),
  phrase('impact analysis', '/docs/act-on-metadata/impact-analysis'),
  task('edit lineage in the ui', '/docs/features/feature-guides/ui-lineage'),
  phrase('glossary term', '/docs/glossary/business-glossary', '/docs/api/tutorials/terms'),
  phrase('business glossary', '/docs/glossary/business-glossary'),
  phrase('domains', '/docs/domains'),
  phrase('data products', '/docs/dataproducts'),
  phrase('tags', '/docs/tags'),
  phrase('ownership types', '/docs/ownership/ownership-types'),
  phrase(
    'structured properties',
    '/docs/features/feature-guides/properties/overview',
    '/docs/api/tutorials/structured-properties',
  ),
  phrase('incidents', '/docs/incidents/incidents'),
  phrase('search syntax', '/docs/how/search'),
  phrase('schema history', '/docs/schema-history'),
  phrase('query history', '/docs/features/dataset-usage-and-query-history'),
  phrase('metadata tests', '/docs/tests/metadata-tests'),
  phrase('compliance forms', '/docs/features/feature-guides/compliance-forms/overview'),
  phrase('business attributes', '/docs/businessattributes'),
  phrase('custom home page', '/docs/features/feature-guides/custom-home-page'),
  product('iceberg catalog', '/docs/iceberg-catalog'),
  phrase('actions framework', '/docs/actions'),
  task(
    'send slack notifications',
    '/docs/actions/actions/slack',
    '/docs/managed-datahub/slack/saas-slack-setup',
    '/docs/managed-datahub/subscription-and-notification',
  ),
  product('microsoft teams', '/docs/actions/actions/teams'),
  phrase('data quality checks', '/docs/managed-datahub/observe/assertions', '/docs/assertions/open-assertions-spec'),
  phrase('freshness assertion', '/docs/managed-datahub/observe/freshness-assertions'),
  phrase('anomaly detection', '/docs/managed-datahub/observe/smart-assertions'),
  phrase('data contract', '/docs/managed-datahub/observe/data-contract'),

  // DataHub Cloud
  product('datahub cloud', '/docs/managed-datahub/managed-datahub-overview', '/docs/managed-datahub/welcome-acryl'),
  product('acryl', '/docs/managed-datahub/managed-datahub-overview', '/docs/managed-datahub/welcome-acryl'),
  product('privatelink', '/docs/managed-datahub/integrations/aws-privatelink'),
  product('chrome extension', '/docs/managed-datahub/chrome-extension'),
  task('migrate from core to cloud', '/docs/managed-datahub/upgrade_core_to_cloud'),
  phrase('cloud release notes 0.3.12', '/docs/managed-datahub/release-notes/v_0_3_12'),

  // Community and contributing
  task('contribute to datahub', '/docs/contributing'),
  task('build datahub from source', '/docs/developers', '/docs/troubleshooting/build'),
  product('slack community', '/slack', '/docs/slack'),
  phrase('town hall', '/docs/townhalls'),
  phrase('roadmap', '/docs/roadmap'),
  task('report a security vulnerability', '/docs/security'),
  abbreviation('rfc', '/docs/rfc'),

  // Written before the ranking weights were tuned and kept apart while tuning, as a check that the
  // weights are not fitted to the queries above (see the weights' history in src/search/weights.ts).
  question('how do I delete a dataset', '/docs/how/delete-metadata', '/docs/api/tutorials/datasets'),
  task('configure okta oidc', OIDC_PROVIDER, OIDC_SELF_HOSTED),
  task('emit lineage with python', '/docs/api/tutorials/lineage', '/docs/metadata-ingestion/as-a-library'),
  question('what is a domain', '/docs/domains'),
  task('set up slack integration cloud', '/docs/managed-datahub/slack/saas-slack-setup'),
  task('search by column name', '/docs/how/search'),
  task('ingest from s3', sources('s3')),
  phrase('kafka connect lineage', sources('kafka-connect')),
  phrase('mysql ingestion', sources('mysql')),
  product('unity catalog', sources('databricks')),
  product('looker lookml', sources('looker'), quick('looker', 'overview')),
  phrase('assertions', '/docs/managed-datahub/observe/assertions'),
  phrase('volume assertion', '/docs/managed-datahub/observe/volume-assertions'),
  phrase('data health', '/docs/managed-datahub/observe/data-health-dashboard'),
  phrase('column level lineage sql parsing', '/docs/lineage/sql_parsing'),
  question('how does datahub parse sql', '/docs/lineage/sql_parsing'),
  phrase('dbt tests', sources('dbt')),
  connector('trino'),
  connector('superset'),
  phrase('helm values', '/docs/deploy/kubernetes'),
  task('disable telemetry', '/docs/deploy/telemetry'),
  phrase('graphql mutations', '/docs/api/graphql/getting-started', '/docs/graphql/mutations'),
  product('openapi swagger', '/docs/api/openapi/openapi-usage-guide'),
  phrase('rest emitter python', '/docs/python-sdk/clients', '/docs/metadata-ingestion/as-a-library'),
  task('glossary import yaml', sources('business-glossary'), '/docs/glossary/business-glossary'),
  question('what is a data product', '/docs/dataproducts'),
  task(
    'subscribe to dataset changes',
    '/docs/managed-datahub/subscription-and-notification',
    '/docs/api/tutorials/subscriptions',
  ),
  phrase('access requests', '/docs/managed-datahub/workflows/access-workflows'),
  abbreviation('jmx metrics', '/docs/advanced/monitoring'),
  phrase('datahub actions slack', '/docs/actions/actions/slack'),
  phrase('entity change event', '/docs/actions/events/entity-change-event'),
  phrase('soft delete', '/docs/how/delete-metadata'),
  abbreviation('ldap', sources('ldap'), '/docs/authentication/guides/jaas'),
  task('tableau setup', quick('tableau', 'setup')),
  product('schema registry confluent', '/docs/deploy/confluent-cloud'),
  product('sso google', OIDC_PROVIDER, OIDC_SELF_HOSTED, OIDC_CLOUD),
  question('what is gms', '/docs/what/gms'),
  task('create a glossary term with the api', '/docs/api/tutorials/terms'),
  abbreviation('k8s cron ingestion', '/docs/metadata-ingestion/schedule_docs/kubernetes'),
  phrase('ingestion executor', '/docs/actions/actions/executor', '/docs/managed-datahub/remote-executor/about'),
];
