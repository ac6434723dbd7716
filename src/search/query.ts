/**
 * How a reader's query becomes searches of the embedded index: question words dropped ("how do I set up
 * OIDC login" searches "set oidc login"), abbreviations and product nicknames expanded into the words the
 * docs use (k8s, sso, pat, bq, ...), and the words each result is ranked and highlighted by. Pure: no
 * index, no DOM, so unit tests run it on strings.
 *
 * The index (Pagefind) stems words and matches every word as a prefix ("inges" finds "ingestion"), and
 * only returns pages holding every word of a search; the engine (engine.ts) runs each variant below and,
 * when they find little, each word on its own, so a query whose words appear in the docs never comes
 * back empty.
 */

/**
 * Words that carry no topic: never searched for when the query has other words, never highlighted, never
 * counted when ranking. Kept short on purpose: "not", "get", "set", "new" and "all" carry meaning in these
 * docs ("get index sizes", "set up", "not showing").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if of to in on at by for from with into onto over about as is are was were be been ' +
    'being am do does did doing done i me my mine we us our you your it its this that these those there ' +
    'here what which who whom whose where when why how can could should would will shall may might must ' +
    'please want need way ways like just some any up so than then also via using use'
  ).split(' '),
);

/**
 * Abbreviations and other names readers type for what the docs spell out. Each entry's alternatives are
 * searched as well as the word itself (not instead: "mcp" is both the MCP server and a metadata change
 * proposal). Keep it small: every entry is one more search for queries holding that word.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  k8s: ['kubernetes'],
  k8: ['kubernetes'],
  kube: ['kubernetes'],
  eks: ['aws kubernetes'],
  aks: ['azure kubernetes'],
  gke: ['google kubernetes'],
  sso: ['single sign-on', 'oidc'],
  saml: ['single sign-on'],
  oidc: ['single sign-on', 'sso'],
  pat: ['personal access token'],
  pats: ['personal access tokens'],
  mcp: ['metadata change proposal', 'mcp server'],
  mcl: ['metadata change log'],
  mce: ['metadata change event'],
  mae: ['metadata audit event'],
  mxe: ['metadata events'],
  gms: ['metadata service'],
  gma: ['generalized metadata architecture'],
  gql: ['graphql'],
  cli: ['command line'],
  bq: ['bigquery'],
  pg: ['postgres'],
  postgresql: ['postgres'],
  mssql: ['sql server'],
  sqlserver: ['sql server'],
  adls: ['azure blob storage'],
  gcs: ['google cloud storage'],
  msk: ['kafka'],
  rbac: ['roles policies', 'access policies'],
  authn: ['authentication'],
  authz: ['authorization'],
  acryl: ['datahub cloud'],
  saas: ['datahub cloud'],
  dq: ['data quality'],
  env: ['environment'],
  vars: ['variables'],
  laptop: ['locally'],
  programmatically: ['api'],
  programmatic: ['api'],
  password: ['credentials'],
  username: ['credentials'],
  reindex: ['restore indices'],
  permissions: ['privileges', 'grants'],
  import: ['ingest'],
  permission: ['privileges'],
};

/**
 * Whether the query names DataHub Cloud: "acryl", "saas", "managed" (not "managed ingestion", the UI
 * ingestion of every DataHub) or "cloud" on its own or after "DataHub" (not "Confluent Cloud").
 */
export function namesCloud(typed: string[]): boolean {
  return typed.some((word, i) => {
    const before = typed[i - 1];
    if (word === 'acryl' || word === 'saas') return true;
    if (word === 'managed') return typed[i + 1] !== 'ingestion';
    if (word === 'cloud') return before === undefined || before === 'datahub' || STOP_WORDS.has(before);
    return false;
  });
}

/**
 * Words that ask for a kind of page, and the kind label the index gives those pages (src/search/pageKind.ts):
 * the ranking stops putting that kind after guides, and the engine also searches that kind alone.
 */
const KIND_WORDS: Record<string, string> = {
  entity: 'entity',
  entities: 'entity',
  release: 'release notes',
  releases: 'release notes',
  changelog: 'release notes',
  sink: 'sink',
  sinks: 'sink',
  tutorial: 'API tutorial',
  tutorials: 'API tutorial',
  connector: 'ingestion source',
  connectors: 'ingestion source',
  mutation: 'GraphQL',
  mutations: 'GraphQL',
};

/** Words of every page in these docs: searched only when the query has nothing else. */
const SITE_WORDS = new Set(['datahub']);

export interface QueryTerm {
  /** The word as typed, lower-cased. */
  word: string;
  /** The word and what it may be written as in the docs, each a phrase of one or more words. */
  alternatives: string[];
  /** The query's last word, typed without a space after it: it may be the start of a longer word. */
  partial: boolean;
}

export interface AnalyzedQuery {
  /** The words that carry the query's topic (stop words dropped unless nothing else is left). */
  terms: QueryTerm[];
  /** The searches to run against the index, the query's own words first. */
  variants: string[];
  /** Words to highlight in titles and snippets. */
  highlight: string[];
  /** The query names DataHub Cloud (cloud, managed, SaaS, Acryl): see namesCloud. */
  namesCloud: boolean;
  /** Kind labels of the pages the query asks for by name ("entity", "release notes", "sink"). */
  namedKinds: Set<string>;
  /** The query without the words that name a kind of page, to search that kind alone; empty if nothing is left. */
  withoutKind: string;
  /** The query names a version number ("0.3.12"). */
  namesVersion: boolean;
}

/** Lower-cased words; keeps "sign-on", "datahub-rest", "v0.3.12" and "snake_case" together. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);
}

/**
 * Words of a text as titles and headings are compared: split at every non-letter ("sign-on" -> sign, on),
 * except version numbers, kept whole without their "v" ("v0.3.12" -> 0.3.12).
 */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/v?\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    /^v\d/.test(word) && word.includes('.') ? word.slice(1) : word,
  );
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** The most searches one query runs (the query itself, then alternatives). */
const MAX_VARIANTS = 4;

export function analyzeQuery(query: string): AnalyzedQuery {
  const typed = tokenize(query);
  const content = typed.filter((word) => !STOP_WORDS.has(word));
  const topical = content.filter((word) => !SITE_WORDS.has(word));
  const kept = topical.length > 0 ? topical : content.length > 0 ? content : typed;
  const endsWithSpace = /\s$/.test(query);
  const terms: QueryTerm[] = kept.map((word, index) => ({
    word,
    alternatives: [word, ...(SYNONYMS[word] ?? []), ...versionForms(word)],
    partial: index === kept.length - 1 && !endsWithSpace && kept[kept.length - 1] === typed[typed.length - 1],
  }));
  const base = terms.map((term) => term.word).join(' ');
  // A quoted phrase is searched as typed first (the index matches it word for word).
  const variants = [...(/"[^"]+"/.test(query) ? [query.trim()] : []), ...(base ? [base] : [])];
  // Every abbreviation spelt out at once ("gms env vars" -> "metadata service environment variables"),
  // then one variant per alternative, each replacing one word, the query's first words first.
  if (terms.filter((term) => term.alternatives.length > 1).length > 1) {
    variants.push(terms.map((term) => term.alternatives[1] ?? term.word).join(' '));
  }
  for (const [index, term] of terms.entries()) {
    for (const alternative of term.alternatives.slice(1)) {
      if (variants.length >= MAX_VARIANTS) break;
      const variant = terms.map((other, i) => (i === index ? alternative : other.word)).join(' ');
      if (!variants.includes(variant)) variants.push(variant);
    }
  }
  const highlight = [
    ...new Set(terms.flatMap((term) => term.alternatives.flatMap((alternative) => words(alternative)))),
  ].filter((word) => !STOP_WORDS.has(word));
  return {
    terms,
    variants,
    highlight,
    namesCloud: namesCloud(typed),
    namedKinds: new Set(typed.flatMap((word) => (KIND_WORDS[word] ? [KIND_WORDS[word]] : []))),
    withoutKind: terms
      .map((term) => term.word)
      .filter((word) => !KIND_WORDS[word])
      .join(' '),
    namesVersion: typed.some((word) => /^v?\d+\.\d+(\.\d+)?$/.test(word)),
  };
}

/** The docs write versions with a "v" ("v0.3.12"), readers often without: each form finds the other. */
function versionForms(word: string): string[] {
  if (/^\d+(\.\d+)+$/.test(word)) return [`v${word}`];
  if (/^v\d+(\.\d+)+$/.test(word)) return [word.slice(1)];
  return [];
}

/**
 * A light English stemmer for comparing query words with titles and headings (the index has its own):
 * plurals and the common verb and noun endings, so "tokens" meets "token" and "ingestion" meets "ingest".
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|sis)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ing', 'ed', 'er']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}
