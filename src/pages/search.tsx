import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {useSearchBackend, useSearchSettings} from '@site/src/search/useSearch';
import type {DocHit} from '@site/src/search/types';
import {SEARCH_PAGE_PATH} from '@site/src/search/url';
import styles from './search.module.scss';

const PAGE_SIZE = 20;

type Status = 'idle' | 'loading' | 'done' | 'error';

function readParams(search: string): {query: string; version: string} {
  const params = new URLSearchParams(search);
  return {query: params.get('q') ?? '', version: params.get('version') ?? 'current'};
}

function Hit({hit}: {hit: DocHit}): ReactNode {
  const path = [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ');
  const title =
    hit._highlightResult.hierarchy[hit.type === 'content' ? 'lvl2' : 'lvl1']?.value ?? hit.hierarchy.lvl1 ?? '';
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.hit}>
      <span className={styles.section}>{hit.hierarchy.lvl0}</span>
      <Link to={hit.url} className={styles.hitTitle}>
        {/* Highlighted values are escaped by the backend except for <mark>. */}
        <span dangerouslySetInnerHTML={{__html: title}} />
      </Link>
      {hit.type === 'content' && <span className={styles.path}>{path}</span>}
      {snippet && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: snippet}} />}
    </li>
  );
}

/** /search?q=...&version=...: every result of a query, in pages, with a version selector. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const backend = useSearchBackend();
  const settings = useSearchSettings();
  const versions = useVersions('default');
  const inputId = useId();
  // The static HTML of /search is the page without a query: read the URL only once hydrated, so the
  // first render in the browser matches that HTML (no hydration error) and then shows the results.
  const isBrowser = useIsBrowser();
  const {query: urlQuery, version} = readParams(isBrowser ? location.search : '');
  const [draft, setDraft] = useState(urlQuery);
  const [hits, setHits] = useState<DocHit[]>([]);
  const [nbHits, setNbHits] = useState(0);
  const [page, setPage] = useState(0);
  const [nbPages, setNbPages] = useState(0);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => setDraft(urlQuery), [urlQuery]);

  // Runs the query in the URL; "load more" raises the page.
  useEffect(() => {
    if (!urlQuery) {
      setHits([]);
      setStatus('idle');
      return undefined;
    }
    let cancelled = false;
    setStatus('loading');
    backend
      .search({query: urlQuery, tags: ['default', `docs-default-${version}`], hitsPerPage: PAGE_SIZE, page})
      .then((response) => {
        if (cancelled) return;
        setHits((previous) => (page === 0 ? response.hits : [...previous, ...response.hits]));
        setNbHits(response.nbHits);
        setNbPages(response.nbPages);
        setStatus('done');
      })
      .catch(() => !cancelled && setStatus('error'));
    return () => {
      cancelled = true;
    };
  }, [backend, urlQuery, version, page]);

  const update = (next: {query?: string; version?: string}) => {
    const params = new URLSearchParams();
    const q = next.query ?? urlQuery;
    if (q) params.set('q', q);
    const v = next.version ?? version;
    if (v !== 'current') params.set('version', v);
    setPage(0);
    history.push(`${SEARCH_PAGE_PATH}?${params.toString()}`.replace(/\?$/, ''));
  };

  return (
    <Layout
      title={urlQuery ? `Search results for "${urlQuery}"` : 'Search the documentation'}
      description="Search DataHub's documentation, guides and articles.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{urlQuery ? `Search results for "${urlQuery}"` : 'Search the documentation'}</Heading>
        <form
          role="search"
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            update({query: draft.trim()});
          }}>
          <label htmlFor={inputId} className="sr-only">
            Search docs
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            placeholder="Search docs"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoComplete="off"
          />
          <label className={styles.versionLabel}>
            Version
            <select
              value={version}
              onChange={(event) => update({version: event.target.value})}
              className={styles.select}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>

        <div role="status" aria-live="polite" className={styles.status}>
          {status === 'loading' && page === 0 && 'Searching…'}
          {status === 'done' && (nbHits > 0 ? `${nbHits} ${nbHits === 1 ? 'page' : 'pages'} found` : 'No results')}
          {status === 'error' && (
            <>
              <strong>Unable to fetch results.</strong> You might want to check your network connection.
            </>
          )}
        </div>

        {status === 'done' && nbHits === 0 && (
          <div className={styles.empty}>
            <p>
              No results for <strong>“{urlQuery}”</strong>.
            </p>
            <p>
              Try searching for a product feature (“lineage”, “glossary”), a connector (“snowflake”) or an API
              (“graphql”).
            </p>
            <p>
              Believe this query should return results? <Link href={settings.feedbackUrl}>Let us know.</Link>
            </p>
          </div>
        )}

        <ol className={styles.hits}>
          {hits.map((hit) => (
            <Hit key={`${hit.objectID}-${hit.url}`} hit={hit} />
          ))}
        </ol>

        {status !== 'loading' && page + 1 < nbPages && (
          <button type="button" className="button button--secondary" onClick={() => setPage((p) => p + 1)}>
            Load more results
          </button>
        )}
        {status === 'loading' && page > 0 && <p role="status">Loading more…</p>}
      </main>
    </Layout>
  );
}
