/**
 * What kind of page a URL or built file is, in any version and under any base URL
 * (/docs/quickstart, /sub/docs/1.1.0/api/tutorials/tags, docs/generated/ingestion/sources/snowflake/index.html).
 * The index weighs a page's text by its kind (src/plugins/search-index) and the browser's second ranking
 * pass (rank.ts) prefers guides to reference pages and release notes unless the query asks for those, and
 * self-hosted pages to DataHub Cloud pages unless the query names Cloud. The weights are in weights.ts.
 */
import {docTitleQualifiers} from '../theme/ThemeProvider/TitleFormatter/qualifiers';

export type PageKind = 'guide' | 'tutorial' | 'reference' | 'connector' | 'release-notes' | 'article' | 'page';

/** Generated reference pages: GraphQL types, metadata model entities, ingestion sources. */
export type GeneratedPageKind = 'graphql' | 'entity' | 'source';

export interface PageInfo {
  kind: PageKind;
  generated?: GeneratedPageKind;
  /** A DataHub Cloud (managed DataHub) page. */
  cloud: boolean;
  /**
   * What the page's browser title adds to its heading ("entity", "API tutorial", "sink"), and "release
   * notes" for release notes: the index keeps it as searchable metadata, so "file sink" or "corpuser
   * entity" find those pages by kind as well as by name.
   */
  label?: string;
}

/** The doc path inside its version ("generated/metamodel/entities/dataset"), or undefined for other pages. */
export function docPath(path: string): string | undefined {
  const clean = path
    .split(/[?#]/)[0]
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  const match = clean.match(/(?:^|\/)docs(?:\/(?:\d+\.\d+\.\d+)(?=\/|$))?(?:\/(.*))?$/);
  return match ? (match[1] ?? '') : undefined;
}

export function generatedPageKind(path: string): GeneratedPageKind | undefined {
  const doc = docPath(path);
  if (doc === undefined) return undefined;
  if (/^graphql\//.test(doc)) return 'graphql';
  if (/^generated\/metamodel\/entities\/./.test(doc)) return 'entity';
  if (/^generated\/ingestion\/sources\/./.test(doc)) return 'source';
  return undefined;
}

export function pageInfo(path: string): PageInfo {
  const doc = docPath(path);
  if (doc === undefined) {
    return {kind: /(?:^|\/)learn\/./.test(path.split(/[?#]/)[0]) ? 'article' : 'page', cloud: false};
  }
  const generated = generatedPageKind(path);
  const label = docTitleQualifiers(doc, {})[0];
  const cloud = /^managed-datahub(\/|$)/.test(doc);
  if (/^managed-datahub\/release-notes\/./.test(doc)) return {kind: 'release-notes', cloud, label: 'release notes'};
  if (generated === 'source') return {kind: 'connector', generated, cloud, label};
  if (generated) return {kind: 'reference', generated, cloud, label};
  if (/^python-sdk\/./.test(doc)) return {kind: 'reference', cloud, label: 'Python SDK reference'};
  if (/^api\/tutorials\/./.test(doc)) return {kind: 'tutorial', cloud, label};
  return {kind: 'guide', cloud, label};
}
