/**
 * Turns the MDX source of a doc page into plain Markdown for machines (the
 * `/docs/<path>.md` copies, llms-full.txt). Pure: the caller reads files and
 * says how links and images resolve, so unit tests work on strings.
 *
 * The source is parsed as Docusaurus parses it (MDX 3, GFM, directives) and
 * then spliced: text the conversion does not need to touch is copied as it was
 * written (code blocks, tables, lists keep their exact formatting), and only the
 * MDX constructs are replaced:
 * - front matter, `import`/`export` lines and `{expressions}` are dropped;
 * - `<Tabs>` become one headed section per tab;
 * - admonitions (`:::note`) become blockquotes with the admonition's title in bold;
 * - `<FeatureAvailability>` becomes an "Available in: ..." sentence;
 * - `<IdealImage>` and `<img>` become Markdown images;
 * - other JSX and HTML elements keep their content, in Markdown where there is an equivalent;
 * - links become absolute URLs (relative `.md` links point to the page they name).
 */
import type {createProcessor as CreateProcessor} from '@mdx-js/mdx';

export interface ConvertOptions {
  /** The page title, used as the `# ` heading when the source has none of its own. */
  title: string;
  /** Turns a link target written in the source into an absolute URL. */
  resolveLink: (href: string) => string;
  /** The absolute URL of an image given by the path written in the source, or undefined if it is unknown. */
  resolveImage: (src: string) => string | undefined;
}

/** The parts of an mdast / MDX node this module reads. */
interface Node {
  type: string;
  children?: Node[];
  value?: string;
  name?: string | null;
  url?: string;
  title?: string | null;
  alt?: string | null;
  depth?: number;
  label?: string | null;
  identifier?: string;
  attributes?: JsxAttribute[];
  data?: {directiveLabel?: boolean};
  position?: {start: {offset?: number; column: number}; end: {offset?: number}};
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | {type: string; value: string};
}

interface Context {
  /** Depth of the heading a `<Tabs>` section gets; undefined outside tabs (found from the headings before it). */
  tabHeadingDepth?: number;
}

const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const FEATURE_STAGES: Record<string, string> = {alpha: 'Alpha', beta: 'Beta', deprecated: 'Deprecated'};

type Processor = ReturnType<typeof CreateProcessor>;
let processor: Promise<Processor> | undefined;

/**
 * The MDX parser with the syntax extensions Docusaurus uses. The packages are ES
 * modules only, so they are loaded with import() (this file also runs as CommonJS).
 */
function parser(): Promise<Processor> {
  processor ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive')]).then(
    ([mdx, gfm, directive]) => mdx.createProcessor({format: 'mdx', remarkPlugins: [gfm.default, directive.default]}),
  );
  return processor;
}

/** Removes a YAML front matter block at the very start of the file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/, '');
}

/** Lines of the source that are not inside a fenced code block, marked so callers can rewrite only those. */
function mapOutsideFences(source: string, rewrite: (line: string) => string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)) {
          fence = null;
        }
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewrite(line);
    })
    .join('\n');
}

/**
 * Docusaurus accepts `:::note Some title` as well as `:::note[Some title]`; the directive
 * parser only knows the second, so the first is rewritten (as Docusaurus itself does).
 */
export function admonitionTitlesToLabels(source: string): string {
  return mapOutsideFences(source, (line) =>
    line.replace(/^(\s*:{3,}[a-z]+)[ \t]+(?![[{])(\S.*?)\s*$/, (_, open: string, title: string) => `${open}[${title}]`),
  );
}

/** Collapses runs of blank lines outside code blocks and trims the ends. */
function tidy(markdown: string): string {
  const lines = mapOutsideFences(markdown, (line) => line.replace(/[ \t]+$/, '')).split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const marker = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      kept.push(line);
      continue;
    }
    if (marker) fence = marker;
    if (line.trim() === '' && kept.length > 0 && kept[kept.length - 1].trim() === '') continue;
    kept.push(line);
  }
  return `${kept.join('\n').trim()}\n`;
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const min = indents.length > 0 ? Math.min(...indents) : 0;
  return min === 0 ? text : lines.map((line) => line.slice(Math.min(min, /^[ \t]*/.exec(line)![0].length))).join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** Inline code with a fence long enough for any backticks in the text. */
function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function textContent(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return literalExpression(node.value);
  if (node.type === 'mdxJsxTextElement' && node.name === 'br') return ' ';
  return (node.children ?? []).map(textContent).join('');
}

/** The value of a string literal expression such as `{' '}`; anything else renders as nothing. */
function literalExpression(expression: string | undefined): string {
  const match = /^\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(expression ?? '');
  return match ? match[2].replace(/\\(.)/g, '$1') : '';
}

/** Attribute values: `flag` is true, `a="x"` is "x", `a={false}` is false, `a={'x'}` is "x". */
function attributes(node: Node): Record<string, string | boolean | undefined> {
  const result: Record<string, string | boolean | undefined> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const {value} = attribute;
    if (value === null || value === undefined) result[attribute.name] = true;
    else if (typeof value === 'string') result[attribute.name] = value;
    else if (/^\s*true\s*$/.test(value.value)) result[attribute.name] = true;
    else if (/^\s*false\s*$/.test(value.value)) result[attribute.name] = false;
    else {
      const literal = literalExpression(value.value);
      const required = /^\s*require\(\s*(['"])([^'"]+)\1\s*\)(?:\.default)?\s*$/.exec(value.value)?.[2];
      result[attribute.name] = required ? `require:${required}` : literal || `expr:${value.value.trim()}`;
    }
  }
  return result;
}

function stringAttribute(value: string | boolean | undefined): string | undefined {
  return typeof value === 'string' && !value.startsWith('expr:') ? value : undefined;
}

/** `import name from './path'` lines: local name -> module path. */
function importsOf(tree: Node): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of (node.value ?? '').matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"]+)\2/g)) {
      imports.set(match[1], match[3]);
    }
  }
  return imports;
}

function start(node: Node): number | undefined {
  return node.position?.start.offset;
}
function end(node: Node): number | undefined {
  return node.position?.end.offset;
}

const FLOW_TYPES = new Set([
  'mdxJsxFlowElement',
  'containerDirective',
  'leafDirective',
  'mdxFlowExpression',
  'mdxjsEsm',
]);

class Converter {
  private readonly imports: Map<string, string>;
  private readonly headings: {offset: number; depth: number}[] = [];
  /** Nodes already shown elsewhere (a <summary> shown as the heading of its <details>). */
  private readonly shownElsewhere = new Set<Node>();

  constructor(
    private readonly source: string,
    private readonly tree: Node,
    private readonly options: ConvertOptions,
  ) {
    this.imports = importsOf(tree);
    for (const node of tree.children ?? []) {
      if (node.type === 'heading' && start(node) !== undefined) {
        this.headings.push({offset: start(node)!, depth: node.depth ?? 2});
      }
    }
  }

  run(): string {
    return this.splice(0, this.source.length, this.tree.children ?? [], {});
  }

  /** The source between `from` and `to`, with the given children replaced by their conversions. */
  private splice(from: number, to: number, children: Node[], context: Context): string {
    let out = '';
    let cursor = from;
    for (const child of children) {
      const s = start(child);
      const e = end(child);
      if (s === undefined || e === undefined || s < cursor) continue;
      let converted = this.render(child, context);
      if (converted === this.source.slice(s, e)) continue;
      // A block replaced by Markdown stands apart from its neighbours (extra blank lines are tidied later).
      if (FLOW_TYPES.has(child.type) && converted) converted = `\n${converted}\n`;
      out += this.source.slice(cursor, s) + this.continueIndent(converted, s, child);
      cursor = e;
    }
    return out + this.source.slice(cursor, to);
  }

  /** Lines after the first of a multi-line replacement keep the indentation (or `>` quoting) of where it sits. */
  private continueIndent(text: string, offset: number, node: Node): string {
    if (!text.includes('\n') || !FLOW_TYPES.has(node.type)) return text;
    const lineStart = this.source.lastIndexOf('\n', offset - 1) + 1;
    const before = this.source.slice(lineStart, offset);
    let prefix: string;
    if (/^[ \t>]*$/.test(before)) prefix = before;
    else if (/^[ \t>]*(?:[-*+]|\d+[.)])[ \t]+$/.test(before)) prefix = before.replace(/[^>\t]/g, ' ');
    else return text;
    if (!prefix) return text;
    return text
      .split('\n')
      .map((line, index) => (index === 0 ? line : line.trim() === '' ? prefix.trimEnd() : prefix + line))
      .join('\n');
  }

  /** The children of a node as a block of Markdown starting at column 1. */
  private block(children: Node[], context: Context): string {
    const positioned = children.filter((child) => start(child) !== undefined && end(child) !== undefined);
    if (positioned.length === 0) return '';
    const from = this.source.lastIndexOf('\n', start(positioned[0])! - 1) + 1;
    return dedent(this.splice(from, end(positioned[positioned.length - 1])!, positioned, context)).trim();
  }

  /** The children of an inline node, converted, as one line of text. */
  private inline(children: Node[], context: Context): string {
    const positioned = children.filter((child) => start(child) !== undefined && end(child) !== undefined);
    if (positioned.length === 0) return children.map(textContent).join('');
    return this.splice(start(positioned[0])!, end(positioned[positioned.length - 1])!, positioned, context);
  }

  private render(node: Node, context: Context): string {
    const s = start(node)!;
    const e = end(node)!;
    const original = this.source.slice(s, e);
    if (this.shownElsewhere.has(node)) return '';
    switch (node.type) {
      case 'mdxjsEsm':
        return '';
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return literalExpression(node.value);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node, context);
      case 'containerDirective':
        return ADMONITIONS[node.name ?? ''] ? this.admonition(node, context) : original;
      case 'leafDirective':
      case 'textDirective':
        // Docusaurus shows unknown directives as the text they were written as.
        return original;
      case 'code':
      case 'inlineCode':
      case 'text':
      case 'html':
        return original;
      case 'heading':
        return this.splice(s, e, node.children ?? [], context).replace(/[ \t]*\\?\{#[^}\\\s]*\\?\}[ \t]*$/, '');
      case 'link':
        return this.link(node, context);
      case 'definition': {
        const url = this.options.resolveLink(node.url ?? '');
        if (url === node.url) return original;
        return `[${node.label ?? node.identifier}]: ${url}${node.title ? ` "${node.title}"` : ''}`;
      }
      case 'image':
        return this.image(node.alt ?? '', node.url ?? '', node.title ?? undefined);
      default:
        return node.children ? this.splice(s, e, node.children, context) : original;
    }
  }

  /** `[text](target)` with the target made absolute; autolinks and bare URLs stay as written. */
  private link(node: Node, context: Context): string {
    const url = node.url ?? '';
    const resolved = this.options.resolveLink(url);
    const original = this.source.slice(start(node)!, end(node)!);
    if (!original.startsWith('[')) return resolved === url ? original : `<${resolved}>`;
    const title = node.title ? ` "${node.title.replace(/"/g, '\\"')}"` : '';
    return `[${this.inline(node.children ?? [], context)}](${resolved}${title})`;
  }

  private image(alt: string, src: string, title?: string): string {
    const resolved = src ? this.options.resolveImage(src) : undefined;
    const altText = alt.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
    if (!resolved) return altText ? `*(Image: ${altText})*` : '';
    return `![${altText}](${resolved}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
  }

  private admonition(node: Node, context: Context): string {
    const children = node.children ?? [];
    const labelNode = children.find((child) => child.data?.directiveLabel);
    const label = ADMONITIONS[node.name ?? ''];
    const title = labelNode ? this.inline(labelNode.children ?? [], context).trim() : '';
    const heading = `**${title && title.toLowerCase() !== label.toLowerCase() ? `${label}: ${title}` : label}**`;
    const body = this.block(
      children.filter((child) => child !== labelNode),
      context,
    );
    return quote(body ? `${heading}\n\n${body}` : heading);
  }

  private headingDepthBefore(offset: number): number {
    let depth = 1;
    for (const heading of this.headings) {
      if (heading.offset >= offset) break;
      depth = heading.depth;
    }
    return depth;
  }

  private tabs(node: Node, context: Context): string {
    const items = (node.children ?? []).filter(
      (child) => child.type === 'mdxJsxFlowElement' && child.name === 'TabItem',
    );
    const s = start(node)!;
    const nested = node.position!.start.column > 1;
    const depth = Math.min(6, (context.tabHeadingDepth ?? this.headingDepthBefore(s)) + 1);
    return items
      .map((item) => {
        const attrs = attributes(item);
        const label = stringAttribute(attrs.label) ?? stringAttribute(attrs.value) ?? 'Option';
        const heading = nested ? `**${label}**` : `${'#'.repeat(depth)} ${label}`;
        const body = this.block(item.children ?? [], {...context, tabHeadingDepth: depth});
        return body ? `${heading}\n\n${body}` : heading;
      })
      .join('\n\n');
  }

  private jsx(node: Node, context: Context): string {
    const name = node.name ?? '';
    const attrs = attributes(node);
    const flow = node.type === 'mdxJsxFlowElement';
    const children = node.children ?? [];
    const content = () => (flow ? this.block(children, context) : this.inline(children, context));
    switch (name) {
      case 'Tabs':
        return this.tabs(node, context);
      case 'FeatureAvailability':
        return featureAvailabilitySentence(attrs);
      case 'IdealImage': {
        const img = typeof attrs.img === 'string' ? attrs.img : '';
        const path = img.startsWith('require:') ? img.slice(8) : this.imports.get(img.replace(/^expr:/, ''));
        return this.image(stringAttribute(attrs.alt) ?? '', path ?? '');
      }
      case 'img': {
        const src = typeof attrs.src === 'string' ? attrs.src : '';
        const path = src.startsWith('require:') ? src.slice(8) : (this.imports.get(src.replace(/^expr:/, '')) ?? src);
        return this.image(stringAttribute(attrs.alt) ?? '', path.startsWith('expr:') ? '' : path);
      }
      case 'br':
        return flow ? '' : ' ';
      case 'hr':
        return flow ? '---' : ' ';
      case 'code': {
        const text = children.map(textContent).join('').replace(/\s+/g, ' ');
        return text ? inlineCode(text) : '';
      }
      case 'b':
      case 'strong': {
        const text = content().trim();
        return text ? `**${text}**` : '';
      }
      case 'i':
      case 'em': {
        const text = content().trim();
        return text ? `*${text}*` : '';
      }
      case 'a': {
        const text = content().trim();
        const href = stringAttribute(attrs.href);
        if (!href) return text;
        return `[${text || href}](${this.options.resolveLink(href)})`;
      }
      case 'details': {
        // <summary> is a child, or sits in the first paragraph when written on its own line.
        const summary = [...children, ...(children[0]?.type === 'paragraph' ? (children[0].children ?? []) : [])].find(
          (child) => child.name === 'summary',
        );
        const title = summary ? this.inline(summary.children ?? [], context).trim() : 'Details';
        if (summary) this.shownElsewhere.add(summary);
        const body = content().trim();
        return body ? `**${title}**\n\n${body}` : `**${title}**`;
      }
      case 'figcaption': {
        const text = content().trim();
        return text ? `*${text.replace(/\n+/g, ' ')}*` : '';
      }
      case 'Admonition': {
        const type = stringAttribute(attrs.type) ?? 'note';
        const label = ADMONITIONS[type] ?? 'Note';
        const title = stringAttribute(attrs.title);
        const body = content().trim();
        const heading = `**${title ? `${label}: ${title}` : label}**`;
        return quote(body ? `${heading}\n\n${body}` : heading);
      }
      case 'Bullet':
        return ' · ';
      case 'SpecifiedBy': {
        const url = stringAttribute(attrs.url);
        return url ? `Specification: <${url}>` : '';
      }
      default: {
        const text = content();
        if (text.trim()) {
          const className = [attrs.className, attrs.class].filter((v) => typeof v === 'string').join(' ');
          if (!flow && /\bbadge\b/.test(className)) return `**${text.trim()}**`;
          // A row of badges (`<div className={styles.badges}>` on generated pages) reads as one line.
          const lines = text.trim().split('\n');
          if (flow && /badges/i.test(className) && lines.every((line) => /^\*\*.+\*\*$/.test(line.trim()))) {
            return lines.map((line) => line.trim()).join(' · ');
          }
          return text;
        }
        // A self-closing component showing one of its props, such as the reference's <Badge text="object" />.
        const shown = stringAttribute(attrs.text) ?? stringAttribute(attrs.label);
        return shown ? `(${shown})` : '';
      }
    }
  }
}

/** `<FeatureAvailability selfHosted cloud stage="beta" />` -> "Available in: Self-hosted DataHub, DataHub Cloud. Stage: Beta." */
export function featureAvailabilitySentence(attrs: Record<string, string | boolean | undefined>): string {
  const where = [attrs.selfHosted === true && 'Self-hosted DataHub', attrs.cloud === true && 'DataHub Cloud'].filter(
    Boolean,
  );
  const stage = FEATURE_STAGES[String(attrs.stage ?? 'ga')];
  return `Available in: ${where.join(', ') || 'none'}.${stage ? ` Stage: ${stage}.` : ''}`;
}

// Parsed trees by source text. Parsing is most of the cost, the conversion only reads the tree, and a
// frozen version shares most of its files with the current one (about 300 of 480 here).
const parsedTrees = new Map<string, Node>();

async function parse(body: string): Promise<Node> {
  let tree = parsedTrees.get(body);
  if (!tree) {
    tree = (await parser()).parse(body) as unknown as Node;
    parsedTrees.set(body, tree);
  }
  return tree;
}

/** Converts one doc's MDX source (front matter included) into plain Markdown. */
export async function mdxToMarkdown(source: string, options: ConvertOptions): Promise<string> {
  const body = admonitionTitlesToLabels(stripFrontMatter(source.replace(/\r\n?/g, '\n')));
  const tree = await parse(body);
  const converted = tidy(new Converter(body, tree, options).run());
  const hasOwnTitle = /^# \S/.test(converted);
  return hasOwnTitle ? converted : tidy(`# ${options.title}\n\n${converted}`);
}
