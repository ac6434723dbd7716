/**
 * The docs plugin's `lib/client/docsClientUtils.js`, answered from an index instead of a scan
 * (swapped in by `./index.ts`). Same exports, same answers: `tests/unit/active-doc-lookup.test.ts`
 * compares both on every doc path of the site and on paths that are no doc.
 *
 * The original finds the page's doc by running `matchPath` (a path-to-regexp regex, compiled on first
 * use) against each doc of the version in turn, on every call; a doc page calls it three to five times
 * while rendering (the title formatter, the breadcrumbs, the version dropdown, the doc layout), so every
 * page paid a walk over 530 docs per call, and the first walk compiled a regex per doc passed.
 * Here each version's doc paths go into a map once, and each (data, pathname) is answered once.
 */
import {matchPath} from '@docusaurus/router';
import type {
  ActiveDocContext,
  ActivePlugin,
  DocVersionSuggestions,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

type UseDataOptions = {failfast?: boolean};

/** Memoizes `compute(key, pathname)` per key object (the plugin's global data, which never changes). */
function perPathname<K extends object, V>(compute: (key: K, pathname: string) => V) {
  const cache = new WeakMap<K, Map<string, V>>();
  return (key: K, pathname: string): V => {
    let byPathname = cache.get(key);
    if (!byPathname) cache.set(key, (byPathname = new Map()));
    if (byPathname.has(pathname)) return byPathname.get(pathname)!;
    const value = compute(key, pathname);
    byPathname.set(pathname, value);
    return value;
  };
}

export function getActivePlugin(
  allPluginData: {[pluginId: string]: GlobalPluginData},
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const activeEntry = Object.entries(allPluginData)
    // '/android/foo' belongs to '/android' rather than '/'.
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion =>
  data.versions.find((version) => version.isLast)!;

export const getActiveVersion = perPathname((data: GlobalPluginData, pathname: string) => {
  // A match-all version such as /docs/* is tried after /docs/1.0.0/*.
  const sortedVersions = [...data.versions].sort((a, b) => {
    if (a.path === b.path) return 0;
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
    return 0;
  });
  return sortedVersions.find((version) => !!matchPath(pathname, {path: version.path, exact: false, strict: false}));
});

/**
 * A doc path that path-to-regexp reads as plain text (no parameter, group, wildcard or escape) and that is
 * ASCII, so its regex (case-insensitive, an optional trailing slash, `exact`) matches exactly the pathnames
 * equal to it up to ASCII case and one trailing slash.
 */
const LITERAL_PATH = /^[\x20-\x7e]*$/;
const PATTERN_CHARACTER = /[\\:()*?+]/;
const isLiteral = (path: string) => LITERAL_PATH.test(path) && !PATTERN_CHARACTER.test(path);
/** The one form every pathname a literal path matches shares: lower case, without one trailing slash. */
const literalKey = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

interface DocIndex {
  /** The first doc (in the version's order) for each literal path's key. */
  literal: Map<string, {doc: GlobalDoc; position: number}>;
  /** The docs whose paths are patterns, with their positions, matched as the original does. */
  patterns: {doc: GlobalDoc; position: number}[];
}

const docIndexes = new WeakMap<GlobalVersion, DocIndex>();
function docIndex(version: GlobalVersion): DocIndex {
  let index = docIndexes.get(version);
  if (index) return index;
  index = {literal: new Map(), patterns: []};
  version.docs.forEach((doc, position) => {
    if (!isLiteral(doc.path)) index!.patterns.push({doc, position});
    else if (!index!.literal.has(literalKey(doc.path))) index!.literal.set(literalKey(doc.path), {doc, position});
  });
  docIndexes.set(version, index);
  return index;
}

const matchesDoc = (pathname: string, doc: GlobalDoc) =>
  !!matchPath(pathname, {path: doc.path, exact: true, strict: false});

/** The first doc of the version whose path matches the pathname, as `docs.find(matchPath…)` answers. */
function findDoc(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  // A non-ASCII pathname could match a literal path under the regex's case folding but not lower-casing.
  if (!LITERAL_PATH.test(pathname)) return version.docs.find((doc) => matchesDoc(pathname, doc));
  const {literal, patterns} = docIndex(version);
  // A path's regex takes the pathname as it is, or without one trailing slash: both keys can match.
  const candidates = [literal.get(pathname.toLowerCase()), literal.get(literalKey(pathname))];
  const byLiteral = candidates.reduce<(typeof candidates)[number]>(
    (best, entry) => (entry && (!best || entry.position < best.position) ? entry : best),
    undefined,
  );
  const byPattern = patterns.find(
    ({doc, position}) => position < (byLiteral?.position ?? Infinity) && matchesDoc(pathname, doc),
  );
  return (byPattern ?? byLiteral)?.doc;
}

export const getActiveDocContext = perPathname((data: GlobalPluginData, pathname: string): ActiveDocContext => {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion ? findDoc(activeVersion, pathname) : undefined;
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
    }
  }
  return {activeVersion, activeDoc, alternateDocVersions};
});

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const activeDocContext = getActiveDocContext(data, pathname);
  const latestDocSuggestion = activeDocContext.alternateDocVersions[latestVersion.name];
  return {latestDocSuggestion, latestVersionSuggestion: latestVersion};
}
