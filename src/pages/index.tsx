import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import LinkCardGrid from '@site/src/components/LinkCardGrid';
import {audiences} from './_components/audiences';
import styles from './index.module.scss';

const description =
  'DataHub is the open-source metadata platform for data discovery, observability and governance. Learn to install it, ingest metadata from 80+ systems and build on its APIs.';

export default function Home(): ReactNode {
  return (
    <Layout title="The open-source metadata platform" description={description}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Know your data. All of it.
          </Heading>
          <p className={styles.lead}>
            DataHub is an open-source metadata catalogue. It collects schemas, lineage, ownership, documentation and
            quality signals from the systems your data lives in, and puts them in one place where people can search,
            understand and govern that data.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              Run the quickstart
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/features">
              Read the docs
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <Heading as="h2" className={styles.sectionTitle}>
          Start where your work is
        </Heading>
        <LinkCardGrid cards={audiences} />
        <section className={styles.more} aria-labelledby="more-heading">
          <Heading as="h2" id="more-heading" className={styles.sectionTitle}>
            Keep learning
          </Heading>
          <p>
            Long-form articles on glossaries, data mesh and pipeline reliability are in <Link to="/learn">Learn</Link>.
            Questions are welcome in the <Link to="/slack">Slack community</Link>, and the{' '}
            <Link to="/events">monthly town hall</Link> shows what is coming next. See how other organisations run
            DataHub in the <Link to="/adoption-stories">adoption stories</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}
