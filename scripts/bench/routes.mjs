// The pages bench steps 2 to 4 (scripts/bench.mjs) measure: a route of each type, and the blank site's.

const ROUTES = [
  ['home', '/'],
  ['doc page (diagram on screen)', '/docs/quickstart'],
  ['doc page (code, no diagram)', '/docs/cli'],
  ['large generated page', '/docs/generated/ingestion/sources/snowflake'],
  ['GraphQL page (largest)', '/docs/graphql/objects/datasets'],
  ['blog article', '/learn/data-pipeline'],
  ['integrations', '/integrations'],
];
/** The blank site's pages (framework floor), measured beside ROUTES. */
const FLOOR_ROUTES = [
  ['blank site: home', '/'],
  ['blank site: doc page', '/docs/intro'],
];

/** Each route of the site and of the blank site, with the origin that serves it. */
export function targets(origin, floorOrigin, baselineOrigin) {
  return [
    ...ROUTES.map(([label, path]) => [label, path, origin]),
    ...(baselineOrigin ? ROUTES.map(([label, path]) => [`before: ${label}`, path, baselineOrigin]) : []),
    ...FLOOR_ROUTES.map(([label, path]) => [label, path, floorOrigin]),
  ];
}
