import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchBackend, SearchSettings} from './types';
import {createAlgoliaBackend} from './algoliaBackend';
import {createPagefindBackend} from './pagefindBackend';

export {asDocSearchClient} from './docSearchClient';

export function useSearchSettings(): SearchSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.search as SearchSettings;
}

/** The one search backend of this build: hosted DocSearch when configured, else the embedded index. */
export function useSearchBackend(): SearchBackend {
  const settings = useSearchSettings();
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () =>
      settings.provider === 'algolia' && settings.appId && settings.apiKey
        ? createAlgoliaBackend({appId: settings.appId, apiKey: settings.apiKey, indexName: settings.indexName})
        : createPagefindBackend(siteConfig.baseUrl),
    [settings, siteConfig.baseUrl],
  );
}
