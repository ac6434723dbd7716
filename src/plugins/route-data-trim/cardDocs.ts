import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** The parts of a loaded sidebar item this module reads (the docs plugin's normalized sidebars). */
export type LoadedSidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: LoadedSidebarItem[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'}}
  | {type: 'link' | 'html'};

export type LoadedVersion = {
  versionName: string;
  sidebars: Record<string, LoadedSidebarItem[]>;
  docs: {id: string; source: string}[];
};

const docIdsOf = (items: LoadedSidebarItem[]): string[] =>
  items.flatMap((item) => (item.type === 'doc' || item.type === 'ref' ? [item.id] : []));

/**
 * The docs a version shows as cards (DocCard reads their title and description from the version props):
 * the items of categories whose page is a generated index, and the sidebar siblings of any doc that
 * renders <DocCardList /> (without items it lists the current doc's siblings).
 */
export function cardDocIds(version: LoadedVersion, readSource: (source: string) => string): string[] {
  const withCardList = new Set(
    version.docs.filter((doc) => readSource(doc.source).includes('<DocCardList')).map((doc) => doc.id),
  );
  const ids = new Set<string>();
  const walk = (items: LoadedSidebarItem[]) => {
    const siblings = docIdsOf(items);
    if (siblings.some((id) => withCardList.has(id))) siblings.forEach((id) => ids.add(id));
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' || (item.link?.type === 'doc' && withCardList.has(item.link.id)))
        docIdsOf(item.items).forEach((id) => ids.add(id));
      walk(item.items);
    }
  };
  Object.values(version.sidebars).forEach(walk);
  return [...ids].sort();
}

/** Reads a doc's source from its `@site/...` alias. */
export const sourceReader =
  (siteDir: string) =>
  (source: string): string =>
    readFileSync(source.startsWith('@site/') ? join(siteDir, source.slice('@site/'.length)) : source, 'utf8');
