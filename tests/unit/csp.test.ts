import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {
  contentSecurityPolicy,
  cspServices,
  defaultPolicy,
  parsePolicy,
  searchInsightsScript,
  type CspSettings,
} from '../../config/csp';
import {readSiteEnv} from '../../config/env';
import {outsideServices} from '../../config/scripts';
import {nginxAddHeaders} from '../../scripts/security-headers.mjs';

// The Content-Security-Policy derived from the configuration (config/csp.ts): each outside service adds
// exactly its sources, nothing is added for a service that is off, and a configured value that could
// change the policy stops the build with one line naming its variable.

/** The policy of a build made with this environment, as docusaurus.config.ts computes it. */
const policyFor = (environment: Record<string, string>) => contentSecurityPolicy(readSiteEnv(environment));

/** Directive -> sources. */
const directives = (policy: string) => new Map(parsePolicy(policy));

/** What a policy allows beyond the default: [directive, source] pairs. */
function added(policy: string): string[] {
  const base = directives(defaultPolicy);
  return parsePolicy(policy).flatMap(([name, sources]) =>
    sources.filter((source) => !(base.get(name) ?? []).includes(source)).map((source) => `${name} ${source}`),
  );
}

test('with no outside service the policy is the default, the one the nginx config sets', () => {
  assert.equal(policyFor({}), defaultPolicy);
  // Settings that need nothing from outside: endpoints on the site's own origin, a search id without its key.
  assert.equal(
    policyFor({
      FEEDBACK_ENDPOINT: '/api/feedback',
      SURVEY_ENDPOINT: '/sub/__survey',
      DOCSEARCH_APP_ID: 'BH4D9OD16A',
      BASE_URL: '/sub/',
      SITE_URL: 'https://docs.example.com',
    }),
    defaultPolicy,
  );
  const nginx = nginxAddHeaders(readFileSync('deploy/nginx/datahub-docs.conf', 'utf8'));
  assert.deepEqual(
    nginx.filter((line) => line.name === 'Content-Security-Policy' && !line.commented).map((line) => line.value),
    [policyFor({})],
  );
  assert.equal(contentSecurityPolicy({docsearch: {}, outsideScripts: []}), defaultPolicy);
});

test('hosted search adds the Algolia hosts of its application id, the insights host and script', () => {
  const policy = policyFor({DOCSEARCH_APP_ID: 'TESTAPPID', DOCSEARCH_API_KEY: 'public-search-only-key'});
  assert.deepEqual(added(policy), [
    `script-src ${searchInsightsScript}`,
    'connect-src https://TESTAPPID-dsn.algolia.net',
    'connect-src https://TESTAPPID.algolia.net',
    'connect-src https://TESTAPPID-1.algolianet.com',
    'connect-src https://TESTAPPID-2.algolianet.com',
    'connect-src https://TESTAPPID-3.algolianet.com',
    'connect-src https://insights.algolia.io',
  ]);
});

test('the Algolia hosts and the search-insights script allowed are the ones the installed DocSearch uses', () => {
  // DocSearch ships its own search client and injects search-insights itself when insights are on (hosted
  // search); an upgrade may change either.
  const dir = 'node_modules/@docsearch/react/dist/esm';
  const bundles = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dir, name), 'utf8'));
  const insights = bundles.flatMap((text) =>
    [
      ...text.matchAll(
        /(?<![\w$])(\w+)="([^"]+)",\w+="https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@"\.concat\(\1,"([^"]+)"\)/g,
      ),
    ].map((match) => `https://cdn.jsdelivr.net/npm/search-insights@${match[2]}${match[3]}`),
  );
  assert.ok(insights.length > 0, 'the search-insights URL in @docsearch/react');
  assert.deepEqual(new Set(insights), new Set([searchInsightsScript]));
  const hosts = new Set(
    bundles.flatMap((text) =>
      [...text.matchAll(/"(-dsn\.algolia\.net|\.algolia\.net|-\d\.algolianet\.com)"/g)].map((m) => m[1]),
    ),
  );
  const allowed = added(policyFor({DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'k'}));
  for (const host of hosts) assert.ok(allowed.includes(`connect-src https://APP${host}`), host);
  assert.equal(hosts.size, 5);
});

test('the Google tag adds Google Analytics 4 sources; Tag Manager its own, frames included', () => {
  assert.deepEqual(added(policyFor({GTAG_ID: 'G-TEST12345'})), [
    'script-src https://*.googletagmanager.com',
    'img-src https://*.google-analytics.com',
    'img-src https://*.googletagmanager.com',
    'connect-src https://*.google-analytics.com',
    'connect-src https://*.analytics.google.com',
    'connect-src https://*.googletagmanager.com',
    'connect-src https://*.g.doubleclick.net',
  ]);
  const tagManager = policyFor({GTM_CONTAINER_ID: 'GTM-ABC123'});
  assert.deepEqual(added(tagManager), [
    'script-src https://www.googletagmanager.com',
    'img-src https://www.googletagmanager.com',
    "frame-src 'self'",
    'frame-src https://www.googletagmanager.com',
  ]);
  // A directive the default leaves to default-src starts from it: nothing that was allowed is taken away.
  assert.deepEqual(directives(tagManager).get('frame-src'), ["'self'", 'https://www.googletagmanager.com']);
});

test('an outside script adds its origin to the directives its entry names, and only its origin', () => {
  assert.deepEqual(
    added(policyFor({VISITOR_ANALYTICS_SCRIPT_URL: 'https://analytics.example.invalid/path/visitor.js?v=2'})),
    ['script-src https://analytics.example.invalid', 'connect-src https://analytics.example.invalid'],
  );
  assert.deepEqual(added(policyFor({CHAT_ASSISTANT_SCRIPT_URL: 'https://chat.example.com:8443/widget.js'})), [
    'script-src https://chat.example.com:8443',
    'connect-src https://chat.example.com:8443',
    "frame-src 'self'",
    'frame-src https://chat.example.com:8443',
  ]);
  for (const service of outsideServices) {
    const policy = policyFor({[service.envVar]: 'https://cdn.example.net/s.js'});
    assert.deepEqual(
      added(policy).filter((entry) => !entry.startsWith("frame-src 'self'")),
      service.csp.map((directive) => `${directive} https://cdn.example.net`),
      service.envVar,
    );
  }
});

test('feedback and survey endpoints on another origin add that origin to connect-src', () => {
  assert.deepEqual(added(policyFor({FEEDBACK_ENDPOINT: 'https://feedback.example.com/api/v1/page'})), [
    'connect-src https://feedback.example.com',
  ]);
  assert.deepEqual(added(policyFor({SURVEY_ENDPOINT: 'http://localhost:8080/survey'})), [
    'connect-src http://localhost:8080',
  ]);
  // Both on one origin: listed once.
  assert.deepEqual(
    added(policyFor({FEEDBACK_ENDPOINT: 'https://api.example.com/f', SURVEY_ENDPOINT: 'https://api.example.com/s'})),
    ['connect-src https://api.example.com'],
  );
});

test("the sub-path test build's configuration: each service once, the default's directives kept as they are", () => {
  const settings = readSiteEnv({
    BASE_URL: '/sub/',
    DOCSEARCH_APP_ID: 'TESTAPPID',
    DOCSEARCH_API_KEY: 'public-search-only-key',
    GTAG_ID: 'G-TEST12345',
    VISITOR_ANALYTICS_SCRIPT_URL: 'https://analytics.example.invalid/visitor.js',
    FEEDBACK_ENDPOINT: '/sub/__feedback',
  });
  assert.deepEqual(
    cspServices(settings).map((service) => service.variable),
    ['DOCSEARCH_APP_ID', 'GTAG_ID', 'VISITOR_ANALYTICS_SCRIPT_URL'],
  );
  const policy = contentSecurityPolicy(settings);
  // The default's directives keep their order and their sources; nothing is listed twice.
  const base = parsePolicy(defaultPolicy);
  const result = parsePolicy(policy);
  assert.deepEqual(
    result.slice(0, base.length).map(([name]) => name),
    base.map(([name]) => name),
  );
  for (const [name, sources] of base) assert.deepEqual(directives(policy).get(name)!.slice(0, sources.length), sources);
  for (const [name, sources] of result) assert.equal(new Set(sources).size, sources.length, name);
  assert.match(policy, /object-src 'none'/);
});

test('a hostile value is refused in one line naming its variable, before it reaches the policy', () => {
  const hostile: [Record<string, string>, string][] = [
    [{FEEDBACK_ENDPOINT: 'https://a.example/x"; script-src *'}, 'FEEDBACK_ENDPOINT'],
    [{FEEDBACK_ENDPOINT: 'https://a;b.example/'}, 'FEEDBACK_ENDPOINT'],
    [{FEEDBACK_ENDPOINT: "/api/feedback'"}, 'FEEDBACK_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'https://a.exa\nmple/survey'}, 'SURVEY_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'https://a.example/s\r\nX-Injected: 1'}, 'SURVEY_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'https://*.example/'}, 'SURVEY_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'https://a.example,b.example/'}, 'SURVEY_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'javascript:alert(1)'}, 'SURVEY_ENDPOINT'],
    [{SURVEY_ENDPOINT: 'https://user:secret@a.example/'}, 'SURVEY_ENDPOINT'],
    [{VISITOR_ANALYTICS_SCRIPT_URL: "https://a'b.example/v.js"}, 'VISITOR_ANALYTICS_SCRIPT_URL'],
    [{VISITOR_ANALYTICS_SCRIPT_URL: 'http://analytics.example/v.js'}, 'VISITOR_ANALYTICS_SCRIPT_URL'],
    [{CHAT_ASSISTANT_SCRIPT_URL: 'https://chat.example/w.js;'}, 'CHAT_ASSISTANT_SCRIPT_URL'],
    [{DOCSEARCH_APP_ID: 'APP; script-src *', DOCSEARCH_API_KEY: 'k'}, 'DOCSEARCH_APP_ID'],
    [{DOCSEARCH_APP_ID: 'APP.evil.example/x', DOCSEARCH_API_KEY: 'k'}, 'DOCSEARCH_APP_ID'],
    [{GTAG_ID: "G-1');alert(1);('"}, 'GTAG_ID'],
    [{GTM_CONTAINER_ID: 'GTM-1"\n'.padEnd(12, 'x')}, 'GTM_CONTAINER_ID'],
  ];
  for (const [environment, variable] of hostile) {
    assert.throws(
      () => policyFor(environment),
      (error: Error) => {
        assert.match(error.message, new RegExp(`^Environment variable ${variable} `), JSON.stringify(environment));
        assert.doesNotMatch(error.message, /[\r\n]/, `${variable}: one line`);
        return true;
      },
    );
  }
  // The policy function checks values it is given directly, too (settings not read by config/env.ts).
  const checked: [CspSettings, string][] = [
    [{docsearch: {}, outsideScripts: [], feedbackEndpoint: 'https://a;b.example/'}, 'FEEDBACK_ENDPOINT'],
    [{docsearch: {appId: 'a b', apiKey: 'k'}, outsideScripts: []}, 'DOCSEARCH_APP_ID'],
    [{docsearch: {}, outsideScripts: [{id: 'reverse-ip', src: 'https://x.example/"'}]}, 'REVERSE_IP_SCRIPT_URL'],
  ];
  for (const [settings, variable] of checked) {
    assert.throws(() => contentSecurityPolicy(settings), new RegExp(`^Error: Environment variable ${variable} `));
  }
});
