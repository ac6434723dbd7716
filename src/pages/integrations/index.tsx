import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import StaticContent from '@site/src/components/StaticContent';
import FilterBar from './_components/FilterBar';
import SourceCard from './_components/SourceCard';
import {
  filterCounts,
  filterSources,
  filtersToSearch,
  noFilters,
  parseFilters,
  sources,
  type Filters,
} from './_components/sources';
import styles from './styles.module.scss';

/**
 * Every ingestion source as a filterable grid. The cards come from the same data files as the source
 * pages (genDocs/data/sources), so a source is listed here exactly when it has a page. Filters live in
 * the query string (?q=&category=&status=&capability=), so a filtered view can be shared and survives a
 * reload. Each change of a filter is a history entry (a run of typing in the text box is one), so back and
 * forward step through them: the filters are read from the router's location, which follows them.
 */
export default function Integrations(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string; read it only after hydration so both renders match.
  const isBrowser = useIsBrowser();
  const filters = useMemo(() => (isBrowser ? parseFilters(location.search) : noFilters), [isBrowser, location.search]);
  const shown = useMemo(() => filterSources(sources, filters), [filters]);
  const counts = useMemo(() => filterCounts(sources, filters), [filters]);

  // The text being typed, shown at once: the router renders a new location a moment after it is pushed,
  // and a keystroke in between must not be lost. Back, forward and the other filters show the URL's text.
  const [typed, setTyped] = useState<string | null>(null);
  // Typing replaces the entry its first keystroke pushed, so back undoes the whole text at once.
  const typing = useRef(false);
  useEffect(() => {
    if (history.action === 'POP') {
      typing.current = false;
      setTyped(null);
    }
  }, [history, location]);
  const update = useCallback(
    (next: Filters, options: {typing?: boolean} = {}) => {
      setTyped(options.typing ? next.query : null);
      const target = {...location, search: filtersToSearch(next, location.search)};
      if (target.search === location.search) return;
      if (!(options.typing && typing.current)) {
        // A new history entry, made without the router's push: on a PUSH the theme moves focus to the top
        // of the page (its reset for page changes), which would take the reader out of the filter they are
        // using and scroll away. The copy of the current entry is then replaced through the router, which
        // so knows the new location; back and forward are the router's own popstate handling.
        window.history.pushState(window.history.state, '', window.location.href);
      }
      history.replace(target);
      typing.current = Boolean(options.typing);
    },
    [history, location],
  );

  const grid = (
    <ul className={styles.grid}>
      {shown.map((source) => (
        <SourceCard key={source.id} source={source} />
      ))}
    </ul>
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
        <FilterBar filters={filters} query={typed ?? filters.query} counts={counts} onChange={update} />
        <p className={styles.count} aria-live="polite" data-testid="integrations-count">
          Showing {shown.length} of {sources.length} integrations
        </p>
        {shown.length === 0 ? (
          <p className={styles.empty}>No integration matches these filters.</p>
        ) : filters === noFilters ? (
          // Unfiltered, the grid is every card exactly as the server drew it: kept as that HTML on a page
          // load rather than hydrated (about 2,000 React nodes, scripts/react-nodes.mjs); its links still navigate
          // in the page and load on hover. The first filter draws the grid with React from then on.
          <StaticContent bare>{grid}</StaticContent>
        ) : (
          grid
        )}
      </main>
    </Layout>
  );
}
