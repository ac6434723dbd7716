import {yamlString} from '../mdx';

/** Front matter of a generated page. Edit links are hidden: the page is built from a data file. */
export function frontMatter(fields: {
  title: string;
  label: string;
  position?: number;
  description: string;
  slug?: string;
  /** Further keys, written after the common ones (strings quoted, null as null). */
  extra?: Record<string, string | number | null>;
}): string {
  return [
    '---',
    `title: ${yamlString(fields.title)}`,
    `sidebar_label: ${yamlString(fields.label)}`,
    ...(fields.position !== undefined ? [`sidebar_position: ${fields.position}`] : []),
    `description: ${yamlString(fields.description)}`,
    ...(fields.slug ? [`slug: ${yamlString(fields.slug)}`] : []),
    'custom_edit_url: null',
    ...Object.entries(fields.extra ?? {}).map(
      ([key, value]) => `${key}: ${typeof value === 'string' ? yamlString(value) : String(value)}`,
    ),
    '---',
  ].join('\n');
}

/** The note every generated page carries, naming the data file to change. */
export function generatedNote(file: string): string {
  return `:::info Generated page\n\nThis page is generated from ${'`'}${file}${'`'} by genDocs. Change that file, not this page.\n\n:::`;
}

export const STYLES_IMPORT = "import styles from '@site/genDocs/theme/reference.module.css';";

export const STATIC_CONTENT_IMPORT = "import StaticContent from '@site/src/components/StaticContent';";

/**
 * A large block that never changes (a table of fields): kept as the server's HTML when the page loads
 * rather than hydrated (src/components/StaticContent). Only plain Markdown inside: no code blocks or tabs.
 */
export function staticContent(markdown: string): string {
  return `<StaticContent>\n\n${markdown}\n\n</StaticContent>`;
}

/**
 * A short run of a generated page's prose (a few paragraphs, a small table, a list of links) kept as the
 * server's HTML on page load. `bare`: it adds no box, so the article's own spacing rules still apply and the
 * browser never has to guess its height (StaticContent's default block is skipped while off screen on phones).
 */
export function staticProse(markdown: string): string {
  return `<StaticContent bare>\n\n${markdown}\n\n</StaticContent>`;
}

/** Cuts a description to one sentence under 160 characters for link previews. */
export function shortDescription(paragraph: string): string {
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  const sentence = flat.match(/^.*?[.!?](\s|$)/)?.[0].trim() ?? flat;
  if (sentence.length <= 160) return sentence;
  return `${sentence.slice(0, 156).replace(/\s+\S*$/, '')}...`;
}

/** Joins a page from blocks separated by blank lines, ending with one newline. */
export function page(blocks: (string | false | undefined)[]): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;
}

/** Sort key used for sidebars and lists: case-insensitive, then exact, for a stable order. */
export function byLabel(a: string, b: string): number {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}
