import {policyTests} from '../support/csp';

// The configured build (scripts/test.mjs: hosted search, the Google tag, an outside script): its policy,
// derived from that configuration (config/csp.ts), lets every route type and feature run, the outside
// services included (tests/support/csp.ts).
policyTests('.test-build/sub', [
  /^https:\/\/TESTAPPID-dsn\.algolia\.net\//i,
  /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST12345/,
  /^https:\/\/analytics\.example\.invalid\/visitor\.js/,
  /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/,
]);
