import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
import {docAreas} from './_components/areas';

/** /docs/ : the landing page of the documentation (the docs plugin serves everything below it). */
export default function DocsLanding(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description="DataHub documentation: get started, ingest metadata, use the catalogue's features, call its APIs, deploy and administer it.">
      <main className="container margin-vert--xl">
        <Heading as="h1">DataHub documentation</Heading>
        <p className="margin-bottom--lg">
          Everything you need to run DataHub and build on it. New here? Read{' '}
          <Link to="/docs/features">What is DataHub?</Link> and then follow the{' '}
          <Link to="/docs/quickstart">quickstart</Link>.
        </p>
        <LinkCardGrid cards={docAreas} headingLevel="h2" />
      </main>
    </Layout>
  );
}
