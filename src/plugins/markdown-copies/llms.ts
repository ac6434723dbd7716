/**
 * The indexes for machines, built from the docs plugin's content: `/llms.txt`
 * (https://llmstxt.org: a summary, then one section per top-level sidebar
 * category with each page's title, link and one-line description),
 * `/llms-full.txt` (every page's Markdown copy in sidebar order) and the
 * Markdown copy of a category page. Pure functions on strings.
 */
import {absoluteUrl, markdownPathFor} from './urls';
import type {ManifestCategoryIndex, ManifestDoc, SidebarItem} from './types';

export interface Section {
  title: string;
  docs: ManifestDoc[];
}

/** Doc ids of a sidebar in reading order: a category's own page first, then its items; each id once. */
export function sidebarDocIds(items: SidebarItem[], seen = new Set<string>()): string[] {
  const ids: string[] = [];
  const add = (id: string) => {
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  };
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') add(item.id);
    else if (item.type === 'category') {
      if (item.link?.type === 'doc') add(item.link.id);
      ids.push(...sidebarDocIds(item.items, seen));
    }
  }
  return ids;
}

/**
 * The sections of llms.txt: one per top-level category of each sidebar (loose top-level
 * pages gather under "Overview"), then the listed pages no sidebar shows, under "Optional".
 * Unlisted pages are left out.
 */
export function llmsSections(sidebars: Record<string, SidebarItem[]>, docs: ManifestDoc[]): Section[] {
  const byId = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const sections: Section[] = [];
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((doc): doc is ManifestDoc => Boolean(doc));
  for (const items of Object.values(sidebars)) {
    let loose: Section | undefined;
    for (const item of items) {
      if (item.type === 'category') {
        const section = {title: item.label, docs: pick(sidebarDocIds([item], seen))};
        if (section.docs.length > 0) sections.push(section);
        loose = undefined;
      } else {
        const found = pick(sidebarDocIds([item], seen));
        if (found.length === 0) continue;
        if (!loose) {
          loose = {title: 'Overview', docs: []};
          sections.push(loose);
        }
        loose.docs.push(...found);
      }
    }
  }
  const rest = [...byId.values()].filter((doc) => !seen.has(doc.id));
  if (rest.length > 0) sections.push({title: 'Optional', docs: rest});
  return sections;
}

/** A description on one line, without Markdown that would break a list item, at most `max` characters. */
export function oneLine(text: string, max = 300): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

function linkText(title: string): string {
  return title.replace(/([[\]])/g, '\\$1');
}

function entry(title: string, url: string, description?: string): string {
  const note = description ? oneLine(description) : '';
  return `- [${linkText(title)}](${url})${note ? `: ${note}` : ''}`;
}

export interface LlmsTxtInput {
  siteTitle: string;
  summary: string;
  versionLabel: string;
  siteOrigin: string;
  baseUrl: string;
  sections: Section[];
}

export function llmsTxt({siteTitle, summary, versionLabel, siteOrigin, baseUrl, sections}: LlmsTxtInput): string {
  const full = absoluteUrl(siteOrigin, `${baseUrl}llms-full.txt`);
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${oneLine(summary, 1000)}`,
    '',
    `This index lists the pages of the ${siteTitle} documentation (version ${versionLabel}), grouped as in the site's sidebar. ` +
      'Each link is the Markdown copy of a page; the same page as HTML is at the same address without `.md`. ' +
      `Every page in one file: ${full}`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) {
      lines.push(entry(doc.title, absoluteUrl(siteOrigin, markdownPathFor(doc.permalink)), doc.description));
    }
  }
  return `${lines.join('\n')}\n`;
}

export interface FullPage {
  doc: ManifestDoc;
  markdown: string;
}

/** Every page's Markdown copy, each after a rule and the address of its HTML page. */
export function llmsFullTxt({
  siteTitle,
  summary,
  versionLabel,
  siteOrigin,
  pages,
}: Omit<LlmsTxtInput, 'sections' | 'baseUrl'> & {pages: FullPage[]}): string {
  const parts = [
    `# ${siteTitle} documentation, full text (version ${versionLabel})\n\n> ${oneLine(summary, 1000)}\n`,
    ...pages.map(
      ({doc, markdown}) => `---\n\nSource: ${absoluteUrl(siteOrigin, doc.permalink)}\n\n${markdown.trim()}\n`,
    ),
  ];
  return parts.join('\n');
}

function findCategory(items: SidebarItem[], permalink: string): Extract<SidebarItem, {type: 'category'}> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index' && item.link.permalink === permalink) return item;
    const found = findCategory(item.items, permalink);
    if (found) return found;
  }
  return undefined;
}

/** The Markdown copy of a category page: its title, description and the list of what it contains. */
export function categoryIndexMarkdown(
  index: ManifestCategoryIndex,
  sidebars: Record<string, SidebarItem[]>,
  docs: ManifestDoc[],
  siteOrigin: string,
  baseUrl: string,
): string {
  const category = findCategory(sidebars[index.sidebar] ?? [], index.permalink);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const lines = [`# ${index.title}`, ''];
  if (index.description) lines.push(index.description.trim(), '');
  for (const item of category?.items ?? []) {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = byId.get(item.id);
      if (doc && !doc.unlisted)
        lines.push(entry(item.label ?? doc.title, absoluteUrl(siteOrigin, doc.permalink), doc.description));
    } else if (item.type === 'category') {
      const target =
        item.link?.type === 'doc'
          ? byId.get(item.link.id)?.permalink
          : item.link?.type === 'generated-index'
            ? item.link.permalink
            : undefined;
      const first = target ?? byId.get(sidebarDocIds(item.items)[0] ?? '')?.permalink;
      const description = item.link?.type === 'doc' ? byId.get(item.link.id)?.description : undefined;
      if (first) lines.push(entry(item.label, absoluteUrl(siteOrigin, first), description));
    } else if (item.type === 'link') {
      const href = /^[a-z][a-z0-9+.-]*:/i.test(item.href)
        ? item.href
        : absoluteUrl(
            siteOrigin,
            item.href.startsWith(baseUrl) ? item.href : `${baseUrl}${item.href.replace(/^\//, '')}`,
          );
      lines.push(entry(item.label, href));
    }
  }
  return `${lines.join('\n').trim()}\n`;
}
