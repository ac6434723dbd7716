import type {PluginConfig, PluginModule, PluginOptions} from '@docusaurus/types';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import docsWithBodyEdits from '../src/plugins/docs-body-edits';
import {graphqlReference} from './graphql';
import testRoutesPlugin from '../tests/routes';
import searchIndexPlugin from '../src/plugins/search-index';
import markdownCopiesPlugin, {type MarkdownCopiesOptions} from '../src/plugins/markdown-copies';
import announcementResetPlugin from '../src/plugins/announcement-reset';
import googleTagPlugin from '../src/plugins/google-tag';
import prismOnDemandPlugin from '../src/plugins/prism-on-demand';
import routeDataTrimPlugin from '../src/plugins/route-data-trim';
import pageChunkScriptsPlugin from '../src/plugins/page-chunk-scripts';
import profilingBuildPlugin from '../src/plugins/profiling-build';
import intentPreloadPlugin from '../src/plugins/intent-preload';
import lazyRouteComponentsPlugin from '../src/plugins/lazy-route-components';
import chunkFileNamesPlugin from '../src/plugins/chunk-file-names';
import routeTableSplitPlugin from '../src/plugins/route-table-split';
import activeDocLookupPlugin from '../src/plugins/active-doc-lookup';
import keyOrderWithoutCollatorPlugin from '../src/plugins/key-order-without-collator';
import ssrInlineBoundariesPlugin from '../src/plugins/ssr-inline-boundaries';
import devLazyCompilationPlugin from '../src/plugins/dev-lazy-compilation';
import rspack2Plugin from '../src/plugins/rspack-2';
import mdxServerFallbackPlugin from '../src/plugins/mdx-server-fallback';
import securityHeadersPlugin, {type SecurityHeadersOptions} from '../src/plugins/security-headers';

/** Old URLs that moved; each still reaches its page. */
export const redirects: RedirectOptions['redirects'] = [
  {
    from: '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
    to: '/docs/managed-datahub/remote-executor/about',
  },
];

export function plugins({
  docs,
  testRoutes,
  announcementId,
  gtagId,
  contentSecurityPolicy,
  profilingBuild = false,
}: {
  /** The docs plugin's options (config/docs.ts). */
  docs: DocsOptions;
  testRoutes: boolean;
  profilingBuild?: boolean;
  announcementId?: string;
  gtagId?: string;
  /** The build's policy (config/csp.ts), written into build/_headers. */
  contentSecurityPolicy: string;
}): PluginConfig[] {
  return [
    [docsWithBodyEdits as PluginModule, docs as PluginOptions],
    'docusaurus-plugin-sass',
    ['@docusaurus/plugin-client-redirects', {redirects} satisfies RedirectOptions],
    [
      '@docusaurus/plugin-ideal-image',
      {
        quality: 100,
        sizes: [320, 640, 1280, 1440, 1600],
        disableInDev: false,
      } satisfies Partial<IdealImageOptions>,
    ],
    prismOnDemandPlugin,
    routeDataTrimPlugin,
    chunkFileNamesPlugin,
    pageChunkScriptsPlugin,
    intentPreloadPlugin,
    lazyRouteComponentsPlugin,
    routeTableSplitPlugin,
    activeDocLookupPlugin,
    keyOrderWithoutCollatorPlugin,
    ssrInlineBoundariesPlugin,
    devLazyCompilationPlugin,
    rspack2Plugin,
    mdxServerFallbackPlugin,
    searchIndexPlugin,
    [
      markdownCopiesPlugin,
      {
        summary:
          'DataHub is an open-source metadata platform for data discovery, lineage, governance and data quality across the whole data stack.',
      } satisfies MarkdownCopiesOptions,
    ],
    [securityHeadersPlugin, {contentSecurityPolicy} satisfies SecurityHeadersOptions],
    ...(gtagId ? [[googleTagPlugin, {trackingId: gtagId}] satisfies PluginConfig] : []),
    ...(announcementId ? [[announcementResetPlugin, {id: announcementId}] satisfies PluginConfig] : []),
    ['@graphql-markdown/docusaurus', graphqlReference],
    ...(testRoutes ? [testRoutesPlugin] : []),
    ...(profilingBuild ? [profilingBuildPlugin] : []),
  ];
}
