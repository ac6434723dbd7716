/**
 * The Content-Security-Policy of a build, derived from its configuration.
 *
 * The default policy is the one in deploy/security-headers.json (the nginx config sets it, and a test keeps
 * the two equal): the site itself, nothing from outside. Each outside service the configuration turns on
 * adds exactly the sources it needs, and nothing is added for a service that is off. The build writes the
 * result into build/_headers (src/plugins/security-headers); scripts/nginx-config.mjs puts it into the nginx
 * config for that build, and the test server does the same.
 *
 * To add a service: give it an entry in cspServices below (and its variable in config/env.ts), or, for a
 * script loaded by the outside-scripts client module, an entry in config/scripts.ts with its directives.
 * tests/unit/csp.test.ts checks that each service adds its sources and nothing else.
 */
import securityHeaders from '../deploy/security-headers.json';
import {outsideServices} from './scripts';
import {algoliaAppId, checkSafeValue, originSource} from './values';

/** The directives a service may add sources to. */
export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src';

export interface CspService {
  /** What the service is, for the README and error messages. */
  name: string;
  /** The environment variable that turns it on. */
  variable: string;
  sources: Partial<Record<CspDirective, readonly string[]>>;
}

/** What the policy depends on: the resolved settings of config/env.ts (SiteEnv has these fields). */
export interface CspSettings {
  docsearch: {appId?: string; apiKey?: string};
  feedbackEndpoint?: string;
  surveyEndpoint?: string;
  gtagId?: string;
  gtmContainerId?: string;
  outsideScripts: readonly {id: string; src: string}[];
}

/** The policy of a build with no outside service: deploy/security-headers.json's. */
export const defaultPolicy: string = securityHeaders.headers['Content-Security-Policy'];

/**
 * DocSearch's modal (insights on for hosted search, src/theme/SearchBar) loads Algolia's search-insights
 * from jsDelivr itself when the page has not: this file, at the version @docsearch/react names.
 * tests/unit/csp.test.ts fails when an upgrade of @docsearch/react names another.
 */
export const searchInsightsScript = 'https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js';

/**
 * Google's published sources for the Google tag with Google Analytics 4 ("Use a Content Security Policy",
 * developers.google.com/tag-platform/security/guides/csp): the tag from googletagmanager.com, hits to the
 * regional google-analytics.com and analytics.google.com hosts, and *.g.doubleclick.net, which GA4 also
 * connects to. Google signals and ads features, switched on in the Analytics property rather than here,
 * need more (*.google.com, doubleclick images and frames): add them here if the property uses them.
 */
const googleTag = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
  ],
} as const;

/**
 * The Tag Manager container (the preset's plugin): gtm.js, its image beacon, and the iframe of its
 * <noscript> fallback. Tags the container loads need their own sources, which the build cannot know.
 */
const tagManager = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com'],
  'frame-src': ['https://www.googletagmanager.com'],
} as const;

/** An endpoint given as a path ("/api/feedback") is on the site's own origin: 'self' covers it. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** The outside services the settings turn on, each with the sources it adds. */
export function cspServices(settings: CspSettings): CspService[] {
  const services: CspService[] = [];
  const {appId, apiKey} = settings.docsearch;
  // Hosted search is used only with both values (docusaurus.config.ts); an id alone leaves the embedded index.
  if (appId && apiKey) {
    const id = algoliaAppId(appId);
    services.push({
      name: 'hosted search (DocSearch on Algolia)',
      variable: 'DOCSEARCH_APP_ID',
      sources: {
        // The search client's hosts (algoliasearch/lite: the DSN host, the main host, three fallbacks),
        // and the insights events DocSearch sends for hosted search.
        'connect-src': [
          `https://${id}-dsn.algolia.net`,
          `https://${id}.algolia.net`,
          `https://${id}-1.algolianet.com`,
          `https://${id}-2.algolianet.com`,
          `https://${id}-3.algolianet.com`,
          'https://insights.algolia.io',
        ],
        'script-src': [searchInsightsScript],
      },
    });
  }
  if (settings.gtagId) services.push({name: 'Google tag', variable: 'GTAG_ID', sources: googleTag});
  if (settings.gtmContainerId) {
    services.push({name: 'Google Tag Manager', variable: 'GTM_CONTAINER_ID', sources: tagManager});
  }
  for (const script of settings.outsideScripts) {
    const service = outsideServices.find((candidate) => candidate.id === script.id);
    if (!service) throw new Error(`Outside script "${script.id}" is not in config/scripts.ts.`);
    const origin = originSource(service.envVar, script.src, {https: true});
    services.push({
      name: service.purpose,
      variable: service.envVar,
      sources: Object.fromEntries(service.csp.map((directive) => [directive, [origin]])),
    });
  }
  for (const [variable, name, value] of [
    ['FEEDBACK_ENDPOINT', 'page feedback', settings.feedbackEndpoint],
    ['SURVEY_ENDPOINT', 'customer-stories survey', settings.surveyEndpoint],
  ] as const) {
    if (!value) continue;
    checkSafeValue(variable, value);
    if (!isSitePath(value)) services.push({name, variable, sources: {'connect-src': [originSource(variable, value)]}});
  }
  return services;
}

/** "default-src 'self'; img-src 'self' data:" -> [["default-src", ["'self'"]], ["img-src", ["'self'", "data:"]]]. */
export function parsePolicy(policy: string): [string, string[]][] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] !== '')
    .map(([name, ...sources]) => [name.toLowerCase(), sources]);
}

export function serializePolicy(directives: [string, string[]][]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The policy for these settings: the default, plus each service's sources. A directive the default does
 * not name starts from default-src's sources (what applied to it before), so adding one never takes
 * anything away.
 */
export function contentSecurityPolicy(settings: CspSettings, base: string = defaultPolicy): string {
  const directives = parsePolicy(base);
  const find = (name: string) => directives.find(([directive]) => directive === name)?.[1];
  for (const service of cspServices(settings)) {
    for (const [directive, sources] of Object.entries(service.sources)) {
      let list = find(directive);
      if (!list) {
        list = [...(find('default-src') ?? [])];
        directives.push([directive, list]);
      }
      const none = list.indexOf("'none'");
      if (none !== -1) list.splice(none, 1);
      for (const source of sources ?? []) if (!list.includes(source)) list.push(source);
    }
  }
  return serializePolicy(directives);
}
