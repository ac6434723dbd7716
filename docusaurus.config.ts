import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import {env} from './config/env';
import {contentSecurityPolicy} from './config/csp';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {docsOptions} from './config/docs';
import {announcementBar} from './config/announcement';
import {plugins} from './config/plugins';
import {accessibleTheme} from './config/prism';
import type {SearchSettings} from './src/search/types';

const config = {
  title: 'DataHub',
  tagline: 'The #1 open source metadata platform',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  organizationName: 'datahub-project',
  projectName: 'datahub',
  titleDelimiter: '|',

  // Rspack and SWC (@docusaurus/faster); DOCS_CLASSIC_BUNDLER exists only for the bundler comparison of npm run bench.
  future: {v4: true, faster: !env.classicBundler},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', calendar: 'gregory', htmlLang: 'en'}},
  },

  // Values the browser may read (useDocusaurusContext().siteConfig.customFields). Public values only.
  customFields: {
    surveyEndpoint: env.surveyEndpoint ?? null,
    feedbackEndpoint: env.feedbackEndpoint ?? null,
    slackInviteUrl: env.slackInviteUrl,
    outsideScripts: env.outsideScripts,
    search: {
      provider: env.docsearch.appId && env.docsearch.apiKey ? 'algolia' : 'embedded',
      appId: env.docsearch.appId ?? null,
      apiKey: env.docsearch.apiKey ?? null,
      indexName: env.docsearch.indexName,
      feedbackUrl: env.searchFeedbackUrl,
    } satisfies SearchSettings,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins` (config/docs.ts, src/plugins/docs-body-edits).
        docs: false,
        blog: {
          routeBasePath: 'learn',
          path: 'blog',
          blogTitle: 'Learn',
          blogDescription:
            'Articles on metadata, data discovery and governance with DataHub, for every role on a data team.',
          blogSidebarTitle: 'All articles',
          blogSidebarCount: 'ALL',
          postsPerPage: 'ALL',
          showReadingTime: true,
          tags: 'tags.yml',
          authorsMapPath: 'authors.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            copyright: `Copyright © ${new Date().getFullYear()} DataHub Project Authors.`,
          },
        },
        theme: {customCss: './src/css/custom.scss'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
        // Analytics only when their ids are set: nothing is loaded or sent otherwise
        // (the Google tag is the local plugin in config/plugins.ts).
        ...(env.gtmContainerId && {googleTagManager: {containerId: env.gtmContainerId}}),
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],
  clientModules: ['./src/clientModules/outsideScripts.ts'],
  plugins: plugins({
    docs: docsOptions(__dirname),
    testRoutes: env.testRoutes,
    gtagId: env.gtagId,
    // Every outside service configured above adds its sources; written into build/_headers.
    contentSecurityPolicy: contentSecurityPolicy(env),
    profilingBuild: env.profilingBuild,
    // Only a closeable bar can be dismissed, so only then is the id check needed.
    announcementId: env.announcementCloseable ? announcementBar(true).id : undefined,
  }),

  themeConfig: {
    image: 'img/datahub-social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: announcementBar(env.announcementCloseable),
    navbar,
    footer,
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: accessibleTheme(prismThemes.github),
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['java', 'python', 'bash', 'json', 'yaml', 'graphql', 'sql', 'properties', 'docker'],
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
