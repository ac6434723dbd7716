import React, {useCallback, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import FilterBar from './_components/FilterBar';
import SourceCard from './_components/SourceCard';
import {filterSources, filtersToSearch, noFilters, parseFilters, sources, type Filters} from './_components/sources';
import styles from './styles.module.scss';

/**
 * Every ingestion source as a filterable grid. The cards come from the same data files as the source
 * pages (genDocs/data/sources), so a source is listed here exactly when it has a page. Filters live in
 * the query string (?q=&category=&status=), so a filtered view can be shared and survives a reload.
 */
export default function Integrations(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string; read it only after hydration so both renders match.
  const isBrowser = useIsBrowser();
  const filters = isBrowser ? parseFilters(location.search) : noFilters;
  const shown = filterSources(sources, filters);

  const update = useCallback(
    (next: Filters) => history.replace({...location, search: filtersToSearch(next, location.search)}),
    [history, location],
  );

  return (
    <Layout
      title="Integrations"
      description="Connect DataHub to your databases, warehouses, BI tools, streaming platforms, orchestrators and ML platforms.">
      <main className="container margin-vert--xl">
        <Heading as="h1">Integrations</Heading>
        <p className={styles.lead}>
          DataHub reads metadata from the systems your data lives in. Pick a source to see what it extracts, the
          permissions it needs, a starter recipe and every configuration field. Run a source from the{' '}
          <Link to="/docs/ui-ingestion">Ingestion page of DataHub</Link> or with a{' '}
          <Link to="/docs/metadata-ingestion">recipe and the CLI</Link>, or push metadata yourself through the{' '}
          <Link to="/docs/api/datahub-apis">APIs and SDKs</Link>.
        </p>
        <FilterBar filters={filters} onChange={update} />
        <p className={styles.count} aria-live="polite" data-testid="integrations-count">
          Showing {shown.length} of {sources.length} integrations
        </p>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((source) => (
              <SourceCard key={source.id} source={source} />
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No integration matches these filters.</p>
        )}
      </main>
    </Layout>
  );
}
