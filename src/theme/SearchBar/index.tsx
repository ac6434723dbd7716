import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {asDocSearchClient, useSearchBackend, useSearchSettings} from '@site/src/search/useSearch';
import {embeddedResultsPerGroup, networkFailure, withFailureNotice} from '@site/src/search/docSearchClient';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {facetFilters} from '@site/src/search/algoliaBackend';
import {searchPageUrl} from '@site/src/search/url';
// The full stylesheet (variables, button and modal: about 5 KB compressed) loads with the page, so the
// modal is styled the moment it opens.
import '@docsearch/css';
import './styles.scss';

/**
 * The navbar search: DocSearch's button and modal over one of two backends
 * (src/search): hosted DocSearch when configured, else the embedded index.
 * Written for this site rather than swizzled from theme-search-algolia,
 * which assumes Algolia and preconnects to it on every page.
 */

let DocSearchModal: typeof DocSearchModalType | null = null;
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return import('@docsearch/react/modal').then((module) => {
    DocSearchModal = module.DocSearchModal;
  });
}

const isDevelopment = process.env.NODE_ENV === 'development';

/** In the live preview there is no embedded index yet: say how to get one instead of blaming the network. */
const failureText = isDevelopment
  ? {
      title: 'No search index in the live preview',
      help: 'The embedded index is made by a production build: run "npm run build" then "npm run serve".',
    }
  : networkFailure;

const modalTranslations = {
  searchBox: {placeholderText: 'Search docs'},
  errorScreen: {titleText: failureText.title, helpText: failureText.help},
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
    reportMissingResultsText: 'Believe this query should return results?',
    reportMissingResultsLinkText: 'Let us know.',
  },
};

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const backend = useSearchBackend();
  const history = useHistory();
  const {locale, tags} = useContextualSearchFilters();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const hosted = backend.name === 'algolia';

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    void loadModal().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  // Opening: the search shortcut script in every page's head (src/plugins/search-index/searchShortcut.js)
  // takes Ctrl/Cmd+K, "/" and keys typed on the focused button, clicks the button (once the page is
  // hydrated) and writes the keys typed meanwhile into the modal's input. DocSearch's listener below
  // then only sees the keys that close the modal.
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (/^https?:\/\//.test(itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const searchPageBase = useBaseUrl('/search');
  const searchClient = useMemo(() => asDocSearchClient(backend), [backend]);
  const transformSearchClient = useCallback(
    <T,>(client: T): T => {
      const chosen = (hosted ? client : searchClient) as unknown as {search: never};
      return withFailureNotice(
        chosen,
        (query) => `${searchPageBase}?q=${encodeURIComponent(query)}`,
        hosted ? networkFailure : failureText,
      ) as unknown as T;
    },
    [hosted, searchClient, searchPageBase],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: unknown}}}) => (
      <Link to={searchPageUrl(state.query)} onClick={closeModal}>
        See all {Number(state.context.nbHits ?? 0)} results
      </Link>
    ),
    [closeModal],
  );

  const hitComponent = useCallback(
    ({hit, children}: {hit: {url: string}; children: ReactNode}) => <Link to={hit.url}>{children}</Link>,
    [],
  );

  return (
    <>
      <Head>
        <html data-search-backend={backend.name} />
      </Head>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        translations={{buttonText: 'Search docs', buttonAriaLabel: 'Search docs'}}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <DocSearchModal
            appId={settings.appId ?? 'embedded'}
            apiKey={settings.apiKey ?? 'embedded'}
            indexName={settings.indexName}
            searchParameters={{facetFilters: facetFilters(tags, locale)}}
            insights={hosted}
            transformSearchClient={transformSearchClient as never}
            onClose={closeModal}
            onAskAiToggle={() => {}}
            initialScrollY={window.scrollY}
            maxResultsPerGroup={hosted ? undefined : embeddedResultsPerGroup}
            navigator={navigator as never}
            hitComponent={hitComponent as never}
            resultsFooterComponent={resultsFooterComponent as never}
            getMissingResultsUrl={() => settings.feedbackUrl}
            placeholder="Search docs"
            translations={modalTranslations}
          />,
          containerRef.current,
        )}
    </>
  );
}
