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

/**
 * Doc routes whose article the blank site also carries: the page's Markdown copy (the site writes one beside
 * each doc page, `<path>.md`) as a doc of the blank site, at /docs/same-article/<name>. Measured beside the
 * route, it separates what the article costs on this framework from what the rest of our site adds.
 */
export const SAME_ARTICLE = [
  ['quickstart', '/docs/quickstart'],
  ['cli', '/docs/cli'],
  ['snowflake', '/docs/generated/ingestion/sources/snowflake'],
  ['datasets', '/docs/graphql/objects/datasets'],
];

/** Each route of the site and of the blank site, with the origin that serves it. */
export function targets(origin, floorOrigin, baselineOrigin) {
  const label = (path) => ROUTES.find(([, routePath]) => routePath === path)[0];
  return [
    ...ROUTES.map(([label, path]) => [label, path, origin]),
    ...(baselineOrigin ? ROUTES.map(([label, path]) => [`before: ${label}`, path, baselineOrigin]) : []),
    ...FLOOR_ROUTES.map(([label, path]) => [label, path, floorOrigin]),
    ...SAME_ARTICLE.map(([name, path]) => [
      `blank site, same article: ${label(path)}`,
      `/docs/same-article/${name}`,
      floorOrigin,
    ]),
  ];
}
