/**
 * Escaping for text that comes from data files. Generated pages are MDX: `{`, `}` and `<` start
 * JavaScript and JSX, `|` splits table cells, and `*`, `_`, backticks, `[` and `#` are Markdown.
 * Data prose is plain text, so every one of them must come out literally.
 */

const ENTITY: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};

/** Wraps the character that would complete a GFM autolink; see escapeText. */
export const AUTOLINK_BREAK_OPEN = '<span>';
export const AUTOLINK_BREAK_CLOSE = '</span>';

/** Text for a paragraph or a list item: one line, every special character escaped. */
export function escapeText(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  let out = flat.replace(/[&<>]/g, (c) => ENTITY[c]).replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`);
  // Characters that start a block only at the beginning of a line: lists, quotes, headings, admonitions.
  out = out.replace(/^([-=:])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
  // remark-gfm links bare URLs and e-mail addresses by searching the parsed text, after character
  // references are decoded, so `&#58;` does not stop it. Putting the one character that completes the
  // match (`:` of `://`, `.` of `www.`, `@`) in its own <span> splits the text node: the words and the
  // copied text stay the same, and Docusaurus' table of contents shows the span's text as it is.
  out = out.replace(/(?<!\\):(?=\/\/)|(?<=www)\.|@/gi, (c) => `${AUTOLINK_BREAK_OPEN}${c}${AUTOLINK_BREAK_CLOSE}`);
  // A line starting with import or export is JavaScript in MDX; a character reference hides the keyword.
  out = out.replace(/^(i)(mport\b)|^(e)(xport\b)/, (_m, i, rest1, e, rest2) =>
    i ? `&#105;${rest1}` : `&#101;${rest2}`,
  );
  return out;
}

/** Text for a table cell. Same as escapeText; `|` is already escaped so cells never split. */
export function escapeCell(value: string): string {
  return escapeText(value);
}

/** Inline code for identifiers and values; safe in tables. */
export function inlineCode(value: string): string {
  const flat = value.replace(/\s+/g, ' ');
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = flat.startsWith('`') || flat.endsWith('`') ? ` ${flat} ` : flat;
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run in the content. */
export function codeBlock(language: string, content: string, meta = ''): string {
  const longest = Math.max(0, ...(content.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}${meta ? ` ${meta}` : ''}\n${content.replace(/\s+$/, '')}\n${fence}`;
}

/** A front-matter value: a JSON string is a valid YAML double-quoted scalar. */
export function yamlString(value: string): string {
  return JSON.stringify(value.replace(/\s+/g, ' ').trim());
}

/** A label inside a Mermaid node or edge: quotes and angle brackets become entity codes. */
export function mermaidLabel(value: string): string {
  return value
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/[{}|[\]]/g, ' ');
}

/** A Markdown table; every cell must already be escaped. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
