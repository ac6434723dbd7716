import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import LinkCardGrid, {type LinkCard} from '@site/src/components/LinkCardGrid';

/**
 * Interim integrations page: how DataHub connects to other systems. The
 * searchable grid of every source replaces the card list when the generated
 * source reference lands (it will be driven by the same data as the source pages).
 */
const ways: readonly LinkCard[] = [
  {
    title: 'Pull with ingestion recipes',
    summary:
      'A recipe names a source (Snowflake, BigQuery, Looker, Kafka, dbt and 80 more), its connection settings and a sink. Run it from the CLI or on a schedule.',
    cta: 'Ingestion overview',
    to: '/docs/metadata-ingestion',
  },
  {
    title: 'Manage ingestion in the UI',
    summary:
      'Create sources, store credentials as secrets, schedule runs and read their logs from the Ingestion page of DataHub, without touching a terminal.',
    cta: 'UI ingestion',
    to: '/docs/ui-ingestion',
  },
  {
    title: 'Push from your code',
    summary:
      'Emit metadata from pipelines and services through GraphQL, OpenAPI or the Python and Java SDKs when a pull-based source does not fit.',
    cta: 'APIs and SDKs',
    to: '/docs/api/datahub-apis',
  },
];

export default function Integrations(): ReactNode {
  return (
    <Layout
      title="Integrations"
      description="Connect DataHub to your databases, warehouses, BI tools, streaming platforms, orchestrators and ML platforms.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Integrations</Heading>
        <p className="margin-bottom--lg">
          DataHub reads metadata from the systems your data lives in: warehouses and databases, data lakes and object
          stores, BI tools, streaming platforms, orchestrators and ML platforms. There are three ways to bring it in.
          If you are new, start with the <Link to="/docs/quickstart">quickstart</Link>, which ingests sample data.
        </p>
        <LinkCardGrid cards={ways} headingLevel="h2" />
      </main>
    </Layout>
  );
}
