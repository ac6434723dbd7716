/**
 * The one place that reads the environment. Everything a deployer can change
 * is here, with the default that makes a plain `npm run build` work offline.
 */

import {enabledOutsideServices} from './scripts';
import {algoliaAppId, normalizeEndpoint, tagId} from './values';

type Environment = Record<string, string | undefined>;

function reader(environment: Environment) {
  const read = (name: string): string | undefined => {
    const value = environment[name]?.trim();
    return value ? value : undefined;
  };
  const readFlag = (name: string): boolean => {
    const value = read(name);
    if (value === undefined) return false;
    if (/^(1|true|yes|on)$/i.test(value)) return true;
    if (/^(0|false|no|off)$/i.test(value)) return false;
    throw new Error(`Environment variable ${name} must be true or false, got "${value}".`);
  };
  return {read, readFlag};
}

/** A base URL always starts and ends with a slash: "/", "/sub/". */
export function normalizeBaseUrl(raw: string | undefined): string {
  if (!raw) return '/';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The site origin, without a trailing slash or a path. */
export function normalizeSiteUrl(raw: string | undefined): string {
  const value = raw ?? 'https://docs.datahub.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `Environment variable SITE_URL must be an absolute URL such as https://docs.example.com, got "${value}".`,
    );
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw new Error(
      `Environment variable SITE_URL must not contain a path ("${url.pathname}"); put the sub-path in BASE_URL instead.`,
    );
  }
  return url.origin;
}

/** The site's settings from an environment (process.env for the build; tests pass their own). */
export function readSiteEnv(environment: Environment) {
  const {read, readFlag} = reader(environment);
  const docsearchAppId = read('DOCSEARCH_APP_ID');
  return {
    /** Public origin the site is served from (canonical URLs, sitemap, feeds). */
    siteUrl: normalizeSiteUrl(read('SITE_URL')),
    /** Sub-path the site is served under, for hosting at https://host/sub/. */
    baseUrl: normalizeBaseUrl(read('BASE_URL')),
    /** Lets readers dismiss the announcement bar (the product keeps it fixed). */
    announcementCloseable: readFlag('ANNOUNCEMENT_CLOSEABLE'),
    /**
     * Hosted search (DocSearch on Algolia). Only the public, search-only key may
     * be given here: it is shipped to browsers. Unset, the embedded index is used.
     */
    docsearch: {
      appId: docsearchAppId && algoliaAppId(docsearchAppId),
      apiKey: read('DOCSEARCH_API_KEY'),
      indexName: read('DOCSEARCH_INDEX_NAME') ?? 'datahubproject',
    },
    /** "Let us know" link on the search no-results screen. */
    searchFeedbackUrl:
      read('SEARCH_FEEDBACK_URL') ?? 'https://github.com/datahub-project/datahub/issues/new?labels=documentation',
    /** Google tag (gtag.js) measurement id, e.g. G-XXXXXXX. Unset: no analytics at all. */
    gtagId: tagId('GTAG_ID', read('GTAG_ID')),
    /** Google Tag Manager container id, e.g. GTM-XXXXXX. */
    gtmContainerId: tagId('GTM_CONTAINER_ID', read('GTM_CONTAINER_ID')),
    /** Outside scripts switched on by their variables (config/scripts.ts). */
    outsideScripts: enabledOutsideServices(environment),
    // The two endpoints are checked here only, as the build starts: the survey page and the feedback widget post
    // to the value as it is (src/utils/postJson.ts).
    /** Where the customer-stories survey form posts (JSON): an http(s) URL or a path. Unset: the form explains it is not configured. */
    surveyEndpoint: normalizeEndpoint('SURVEY_ENDPOINT', read('SURVEY_ENDPOINT')),
    /** Where "Is this page helpful?" posts its JSON. Unset: the widget says feedback is not configured. */
    feedbackEndpoint: normalizeEndpoint('FEEDBACK_ENDPOINT', read('FEEDBACK_ENDPOINT')),
    /** Invite link behind the Slack page's join button. */
    slackInviteUrl: read('SLACK_INVITE_URL') ?? 'https://datahub.com/slack/',
    /** Builds with the classic bundler (webpack, Babel) instead of Rspack and SWC: only `npm run bench` sets it, to compare. */
    classicBundler: readFlag('DOCS_CLASSIC_BUNDLER'),
    /** A build for `npm run profile` only: named, unconcatenated modules so CPU time can be attributed to them. */
    profilingBuild: readFlag('DOCS_PROFILING_BUILD'),
    /** Adds the pages of tests/routes (a page that throws, loading states, a diagram far down) for the browser tests. Never set in production. */
    testRoutes: readFlag('DOCS_TEST_ROUTES'),
    /**
     * The live preview (`docusaurus start`, which sets NODE_ENV to development) shows the current docs only,
     * unless DOCS_PREVIEW_ALL_VERSIONS is set: the frozen version is half the pages, and the preview
     * reloaded all of them on every save. Builds always have every version.
     */
    previewCurrentVersionOnly: environment.NODE_ENV === 'development' && !readFlag('DOCS_PREVIEW_ALL_VERSIONS'),
  } as const;
}

export const env = readSiteEnv(process.env);

export type SiteEnv = ReturnType<typeof readSiteEnv>;
