/**
 * Turns the MDX source of a doc page into plain Markdown for machines (the
 * `/docs/<path>.md` copies, llms-full.txt). Pure: the caller reads files and
 * says how links and images resolve, so unit tests work on strings.
 *
 * The source is parsed as Docusaurus parses it (mdx.ts); the MDX constructs in
 * the tree are replaced by plain Markdown nodes and the tree is printed with
 * mdast-util-to-markdown:
 * - front matter, `import`/`export` and `{expressions}` are dropped;
 * - `<Tabs>` become one headed section per tab (a bold label inside a list);
 * - admonitions (`:::note`, `<Admonition>`) become blockquotes with the admonition's title in bold;
 * - `<FeatureAvailability>` becomes an "Available in: ..." sentence;
 * - `<IdealImage>` and `<img>` become Markdown images;
 * - other JSX and HTML elements keep their content, in Markdown where there is an equivalent;
 * - links become absolute URLs (relative `.md` links point to the page they name).
 */
import type {
  BlockContent,
  Blockquote,
  Code,
  DefinitionContent,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm} from 'mdast-util-mdx';
import type {Options as PrintOptions} from 'mdast-util-to-markdown';
import type {Expression} from 'estree';
import {codeNodes, parseMdx, stripFrontMatter} from './mdx';

export {stripFrontMatter};

export interface ConvertOptions {
  /** The page title, used as the `# ` heading when the source has none of its own. */
  title: string;
  /** Turns a link target written in the source into an absolute URL. */
  resolveLink: (href: string) => string;
  /** The absolute URL of an image given by the path written in the source, or undefined if it is unknown. */
  resolveImage: (src: string) => string | undefined;
}

type Block = BlockContent | DefinitionContent;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface Context {
  /** Depth of the heading a `<Tabs>` section gets; undefined outside tabs (found from the headings before it). */
  tabHeadingDepth?: number;
  /** Inside a list item, where a tab's label is bold text rather than a heading. */
  inList?: boolean;
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

/** Elements that stand for a piece of text (or an image): on lines of their own they become a paragraph. */
const INLINE_ELEMENTS = new Set(['FeatureAvailability', 'IdealImage', 'img', 'code', 'b', 'strong', 'i', 'em', 'a']);

const text = (value: string): Text => ({type: 'text', value});
const isElement = (node: RootContent, name: string): node is JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
const paragraph = (children: PhrasingContent[], position?: Paragraph['position']): Paragraph[] => {
  const tidied = tidyPhrasing(children);
  return tidied.length > 0 ? [{type: 'paragraph', children: tidied, position}] : [];
};

/**
 * Adjacent text joined, spaces next to line breaks and at both ends dropped: what the elements
 * taken out of a paragraph leave behind (the printer would otherwise encode those spaces).
 */
function tidyPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const joined: PhrasingContent[] = [];
  for (const node of nodes) {
    const last = joined.at(-1);
    if (node.type === 'text' && last?.type === 'text') joined[joined.length - 1] = text(last.value + node.value);
    else joined.push(node.type === 'text' ? text(node.value) : node);
  }
  joined.forEach((node, index) => {
    if (node.type !== 'text') return;
    node.value = node.value.replace(/[ \t]*\n[ \t]*/g, '\n');
    if (index === 0) node.value = node.value.trimStart();
    if (index === joined.length - 1) node.value = node.value.trimEnd();
  });
  return joined.filter((node) => node.type !== 'text' || node.value !== '');
}

/** The plain text of inline nodes, as an element such as `<code>` shows it. */
function textContent(nodes: RootContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return expressionText(node) ?? '';
      if (node.type === 'mdxJsxTextElement' && node.name === 'br') return ' ';
      return 'children' in node ? textContent(node.children) : '';
    })
    .join('');
}

/** The string an expression such as `{' '}` renders; undefined for anything else (comments render nothing). */
function expressionText(node: {data?: {estree?: {body: unknown[]} | null}}): string | undefined {
  const statement = node.data?.estree?.body[0] as {type: string; expression?: Expression} | undefined;
  const literal = statement?.type === 'ExpressionStatement' ? literalValue(statement.expression!) : undefined;
  return typeof literal === 'string' ? literal : undefined;
}

/** `'x'`, `` `x` `` (without placeholders), `true` and `false`; undefined for any other expression. */
function literalValue(expression: Expression): string | boolean | undefined {
  if (
    expression.type === 'Literal' &&
    (typeof expression.value === 'string' || typeof expression.value === 'boolean')
  ) {
    return expression.value;
  }
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
    return expression.quasis[0].value.cooked ?? undefined;
  }
  return undefined;
}

/** An attribute as written: `flag` is true, `a="x"` and `a={'x'}` are "x", `a={false}` is false, `a={x}` is the expression. */
function attribute(node: JsxElement, name: string): string | boolean | Expression | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    const statement = attr.value.data?.estree?.body[0];
    if (statement?.type !== 'ExpressionStatement') return undefined;
    return literalValue(statement.expression) ?? statement.expression;
  }
  return undefined;
}

function stringAttribute(node: JsxElement, name: string): string | undefined {
  const value = attribute(node, name);
  return typeof value === 'string' ? value : undefined;
}

/** The class names of an element as written: `className="badge"`, or the expression's source (`{styles.badges}`). */
function classNames(node: JsxElement): string {
  return node.attributes
    .map((attr) =>
      attr.type === 'mdxJsxAttribute' && (attr.name === 'className' || attr.name === 'class')
        ? typeof attr.value === 'string'
          ? attr.value
          : (attr.value?.value ?? '')
        : '',
    )
    .join(' ');
}

/** `import name from './path'`: local name -> module path. */
function importsOf(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier')
          imports.set(specifier.local.name, String(statement.source.value));
      }
    }
  }
  return imports;
}

/** `require('./x.png')` or `require('./x.png').default`: the path; undefined for anything else. */
function requiredPath(expression: Expression): string | undefined {
  const call =
    expression.type === 'MemberExpression' && expression.object.type === 'CallExpression'
      ? expression.object
      : expression;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require') {
    return undefined;
  }
  const [argument] = call.arguments;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

/** `<FeatureAvailability selfHosted cloud stage="beta" />` -> "Available in: Self-hosted DataHub, DataHub Cloud. Stage: Beta." */
export function featureAvailabilitySentence(attrs: Record<string, string | boolean | undefined>): string {
  const where = [attrs.selfHosted === true && 'Self-hosted DataHub', attrs.cloud === true && 'DataHub Cloud'].filter(
    Boolean,
  );
  const stage = FEATURE_STAGES[String(attrs.stage ?? 'ga')];
  return `Available in: ${where.join(', ') || 'none'}.${stage ? ` Stage: ${stage}.` : ''}`;
}

class Converter {
  private readonly imports: Map<string, string>;

  constructor(
    private readonly source: string,
    private readonly tree: Root,
    private readonly options: ConvertOptions,
  ) {
    this.imports = importsOf(tree);
  }

  run(): Root {
    return {type: 'root', children: this.blocks(this.tree.children, {})};
  }

  private blocks(nodes: RootContent[], context: Context): Block[] {
    return nodes.flatMap((node): Block[] => {
      switch (node.type) {
        case 'mdxjsEsm':
          return [];
        case 'mdxFlowExpression':
          return paragraph([text(expressionText(node) ?? '')]);
        case 'mdxJsxFlowElement':
          return this.flowElement(node, context);
        case 'containerDirective':
          return this.admonition(node, context);
        case 'leafDirective':
          // Docusaurus shows unknown directives as the text they were written as.
          return paragraph([text(this.written(node))]);
        case 'paragraph':
          return paragraph(this.inline(node.children, context), node.position);
        case 'heading': {
          // Docusaurus' heading ids (`## Title {#id}`) are not part of the title.
          const children = this.inline(node.children, context);
          const last = children.at(-1);
          if (last?.type === 'text') children[children.length - 1] = text(last.value.replace(/\{#[^}\s]*\}\s*$/, ''));
          return [{...node, children: tidyPhrasing(children)}];
        }
        case 'blockquote':
          return [{...node, children: this.blocks(node.children, context)}];
        case 'list':
          return [
            {
              ...node,
              children: node.children.map((item) => ({
                ...item,
                children: this.blocks(item.children, {...context, inList: true}),
              })),
            },
          ];
        case 'table':
          return [
            {
              ...node,
              children: node.children.map((row) => ({
                ...row,
                children: row.children.map((cell) => ({
                  ...cell,
                  children: tidyPhrasing(this.inline(cell.children, context)),
                })),
              })),
            },
          ];
        case 'footnoteDefinition':
          return [{...node, children: this.blocks(node.children, context)}];
        case 'definition':
          return [{...node, url: this.options.resolveLink(node.url)}];
        case 'code': {
          // `plain` only tells the site how to draw the block (src/theme/CodeBlock); a reader's copy drops it.
          const meta = node.meta?.replace(/(^|\s)plain(?=\s|$)/, '').trim();
          return [{...node, meta: meta || null}];
        }
        default:
          // thematicBreak: as it is.
          return [node as Block];
      }
    });
  }

  private inline(nodes: PhrasingContent[], context: Context): PhrasingContent[] {
    return nodes.flatMap((node): PhrasingContent[] => {
      switch (node.type) {
        case 'mdxTextExpression': {
          const value = expressionText(node);
          return value ? [text(value)] : [];
        }
        case 'mdxJsxTextElement':
          return this.textElement(node, context);
        case 'textDirective':
          // Docusaurus shows unknown directives as the text they were written as (`s3:GetObject`).
          return [text(this.written(node))];
        case 'link': {
          const url = this.options.resolveLink(node.url);
          const writtenAs = this.written(node);
          // A bare URL stays as it was written; `<url>` and a changed bare URL print as `<url>`.
          if (!/^[[<]/.test(writtenAs) && url === node.url) return [text(writtenAs)];
          if (!writtenAs.startsWith('[')) return [{type: 'link', url, children: [text(url)]}];
          return [{...node, url, children: this.inline(node.children, context)}];
        }
        case 'image':
          return this.image(node.alt ?? '', node.url, node.title ?? undefined);
        case 'emphasis':
        case 'strong':
        case 'delete':
        case 'linkReference':
          return [{...node, children: this.inline(node.children, context)}];
        default:
          return [node];
      }
    });
  }

  /** The source text of a node, as the writer wrote it. */
  private written(node: RootContent): string {
    return this.source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
  }

  private image(alt: string, src: string, title?: string): PhrasingContent[] {
    const url = src ? this.options.resolveImage(src) : undefined;
    const altText = alt.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
    if (!url) return altText ? [{type: 'emphasis', children: [text(`(Image: ${altText})`)]}] : [];
    return [{type: 'image', url, alt: altText, title}];
  }

  /** The path an image element names: `src="..."`, an imported name or `require('...')`. */
  private imageSource(node: JsxElement, name: string): string {
    const value = attribute(node, name);
    if (typeof value === 'string') return value;
    if (typeof value !== 'object') return '';
    if (value.type === 'Identifier') return this.imports.get(value.name) ?? '';
    return requiredPath(value) ?? '';
  }

  private admonition(node: ContainerDirective, context: Context): Block[] {
    const kind = ADMONITIONS[node.name];
    const label = node.children.find((child) => child.type === 'paragraph' && child.data?.directiveLabel);
    const body = node.children.filter((child) => child !== label);
    if (!kind) return this.blocks(body, context);
    const title = label?.type === 'paragraph' ? this.inline(label.children, context) : [];
    const sameAsKind = textContent(title).trim().toLowerCase() === kind.toLowerCase();
    return [this.quote(sameAsKind ? [] : title, kind, this.blocks(body, context))];
  }

  /** An admonition: a blockquote headed by its kind and title in bold. */
  private quote(title: PhrasingContent[], kind: string, body: Block[]): Blockquote {
    const heading = tidyPhrasing(title).length > 0 ? [text(`${kind}: `), ...title] : [text(kind)];
    return {type: 'blockquote', children: [...paragraph([{type: 'strong', children: tidyPhrasing(heading)}]), ...body]};
  }

  /** The depth of the last top-level heading before an offset, 1 if none. */
  private headingDepthBefore(offset: number): number {
    const before = this.tree.children.filter(
      (node): node is Heading => node.type === 'heading' && (node.position?.start.offset ?? 0) < offset,
    );
    return before.at(-1)?.depth ?? 1;
  }

  private tabs(node: MdxJsxFlowElement, context: Context): Block[] {
    const offset = node.position?.start.offset ?? 0;
    const depth = Math.min(6, (context.tabHeadingDepth ?? this.headingDepthBefore(offset)) + 1) as Heading['depth'];
    return node.children.flatMap((item) => {
      if (!isElement(item, 'TabItem')) return [];
      const label = stringAttribute(item, 'label') ?? stringAttribute(item, 'value') ?? 'Option';
      const heading: Block[] = context.inList
        ? paragraph([{type: 'strong', children: [text(label)]}])
        : [{type: 'heading', depth, children: [text(label)]}];
      return [...heading, ...this.blocks(item.children, {...context, tabHeadingDepth: depth})];
    });
  }

  /** `<details>`: its summary in bold, then its content (where the summary itself shows nothing). */
  private details(node: MdxJsxFlowElement, context: Context): Block[] {
    // <summary> is a child, or sits in the first paragraph when written on its own line before the content.
    const [first] = node.children;
    const candidates = [...node.children, ...(first?.type === 'paragraph' ? first.children : [])];
    const summary = candidates.find((child) => isElement(child, 'summary'));
    const title = summary ? tidyPhrasing(this.content(summary, context)) : [];
    return [
      ...paragraph([{type: 'strong', children: title.length > 0 ? title : [text('Details')]}]),
      ...this.blocks(node.children, context),
    ];
  }

  /** What an element holds as one run of text; a flow element's paragraphs are joined by a space. */
  private content(node: JsxElement, context: Context): PhrasingContent[] {
    if (node.type === 'mdxJsxTextElement') return this.inline(node.children, context);
    return this.blocks(node.children, context).flatMap((block, index) =>
      block.type === 'paragraph' ? [...(index > 0 ? [text(' ')] : []), ...block.children] : [],
    );
  }

  private flowElement(node: MdxJsxFlowElement, context: Context): Block[] {
    const name = node.name ?? '';
    switch (name) {
      case 'Tabs':
        return this.tabs(node, context);
      case 'details':
        return this.details(node, context);
      case 'Admonition': {
        const kind = ADMONITIONS[stringAttribute(node, 'type') ?? 'note'] ?? 'Note';
        const title = stringAttribute(node, 'title');
        return [this.quote(title ? [text(title)] : [], kind, this.blocks(node.children, context))];
      }
      case 'hr':
        return [{type: 'thematicBreak'}];
      case 'br':
      case 'summary': // shown as the heading of its <details>
        return [];
    }
    const blocks = this.blocks(node.children, context);
    if (INLINE_ELEMENTS.has(name) || blocks.length === 0) {
      if (blocks.every((block) => block.type === 'paragraph')) return paragraph(this.textElement(node, context));
      return blocks;
    }
    // A row of badges (`<div className={styles.badges}>` on generated pages) reads as one line.
    const [only] = blocks;
    if (blocks.length === 1 && only.type === 'paragraph' && /badges/i.test(classNames(node))) {
      const badges = only.children.filter((child) => child.type === 'strong');
      if (only.children.every((child) => child.type === 'strong' || (child.type === 'text' && !child.value.trim()))) {
        return paragraph(badges.flatMap((badge, index) => (index > 0 ? [text(' · '), badge] : [badge])));
      }
    }
    return blocks;
  }

  /** An element inside a line of text (or, from flowElement, one standing for a line of text). */
  private textElement(node: JsxElement, context: Context): PhrasingContent[] {
    const content = () => tidyPhrasing(this.content(node, context));
    switch (node.name ?? '') {
      case 'FeatureAvailability': {
        const attrs = Object.fromEntries(
          ['selfHosted', 'cloud', 'stage'].map((name) => {
            const value = attribute(node, name);
            return [name, typeof value === 'object' ? undefined : value];
          }),
        );
        return [text(featureAvailabilitySentence(attrs))];
      }
      case 'IdealImage':
        return this.image(stringAttribute(node, 'alt') ?? '', this.imageSource(node, 'img'));
      case 'img':
        return this.image(stringAttribute(node, 'alt') ?? '', this.imageSource(node, 'src'));
      case 'br':
      case 'hr':
        return [text(' ')];
      case 'code': {
        const value = textContent(node.children).replace(/\s+/g, ' ');
        return value ? [{type: 'inlineCode', value}] : [];
      }
      case 'b':
      case 'strong': {
        const children = content();
        return children.length > 0 ? [{type: 'strong', children}] : [];
      }
      case 'i':
      case 'em': {
        const children = content();
        return children.length > 0 ? [{type: 'emphasis', children}] : [];
      }
      case 'a': {
        const children = content();
        const href = stringAttribute(node, 'href');
        if (!href) return children;
        return [
          {type: 'link', url: this.options.resolveLink(href), children: children.length ? children : [text(href)]},
        ];
      }
      case 'figcaption': {
        const children = tidyPhrasing(
          content().map((child) => (child.type === 'text' ? text(child.value.replace(/\n+/g, ' ')) : child)),
        );
        return children.length > 0 ? [{type: 'emphasis', children}] : [];
      }
      case 'Bullet':
        return [text(' · ')];
      case 'summary': // shown as the heading of its <details>
        return [];
      case 'SpecifiedBy': {
        const url = stringAttribute(node, 'url');
        return url ? [text('Specification: '), {type: 'link', url, children: [text(url)]}] : [];
      }
      default: {
        const children = node.type === 'mdxJsxTextElement' ? this.inline(node.children, context) : content();
        if (tidyPhrasing(children).length > 0) {
          return /\bbadge\b/.test(classNames(node)) ? [{type: 'strong', children: tidyPhrasing(children)}] : children;
        }
        // A self-closing component showing one of its props, such as the reference's <Badge text="object" />.
        const shown = stringAttribute(node, 'text') ?? stringAttribute(node, 'label');
        return shown ? [text(`(${shown})`)] : [];
      }
    }
  }
}

/**
 * How the copies are printed: `-` bullets, `---` rules, compact GFM tables. Bare URLs are text, not GFM
 * autolink literals: that extension would print them as `[url](url)` and escape `https\://` elsewhere.
 */
async function printer(): Promise<(tree: Root) => string> {
  const [{toMarkdown, defaultHandlers}, table, strikethrough, taskList, footnote] = await Promise.all([
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm-table'),
    import('mdast-util-gfm-strikethrough'),
    import('mdast-util-gfm-task-list-item'),
    import('mdast-util-gfm-footnote'),
  ]);
  const tables = table.gfmTableToMarkdown({tablePipeAlign: false});
  const options: PrintOptions = {
    bullet: '-',
    rule: '-',
    extensions: [
      tables,
      strikethrough.gfmStrikethroughToMarkdown(),
      taskList.gfmTaskListItemToMarkdown(),
      footnote.gfmFootnoteToMarkdown(),
    ],
    // Blocks written on consecutive lines stay so: a reference field's heading and its description, the
    // items of a list whose items are not all separated by blank lines.
    join: [
      (left, right) =>
        left.position && right.position && left.position.end.line === right.position.start.line - 1 ? 0 : undefined,
    ],
    handlers: {
      // The delimiter row as people write it (`| --- |`), not the shortest one (`| - |`).
      table: (...args) =>
        tables.handlers!.table!(...args).replace(
          /^(.*\n)(.*)/,
          (_, head: string, delimiter: string) => head + delimiter.replace(/-+/g, '---'),
        ),
      // `&` is escaped before any letter; only one that would start a character reference (`&amp;`) needs it.
      text: (...args) => defaultHandlers.text(...args).replace(/(?<!\\)\\&(?![#a-z\d]+;)/gi, '&'),
    },
  };
  return (tree) => toMarkdown(tree, options);
}

let print: Promise<(tree: Root) => string> | undefined;

/** Line numbers (1-based) of the source that lie in fenced code blocks. */
function codeLines(blocks: Code[]): Set<number> {
  const lines = new Set<number>();
  for (const block of blocks) {
    for (let line = block.position!.start.line; line <= block.position!.end.line; line += 1) lines.add(line);
  }
  return lines;
}

/**
 * Docusaurus accepts `:::note Some title` as well as `:::note[Some title]`; the directive
 * parser only knows the second, so the first is rewritten (as Docusaurus itself does), outside code blocks.
 */
export async function admonitionTitlesToLabels(source: string): Promise<string> {
  const legacyTitle = /^(\s*:{3,}[a-z]+)[ \t]+(?![[{])(\S.*?)\s*$/;
  const lines = source.split('\n');
  if (!lines.some((line) => legacyTitle.test(line))) return source;
  const inCode = codeLines(await codeNodes(await parseMdx(source)));
  return lines
    .map((line, index) =>
      inCode.has(index + 1) ? line : line.replace(legacyTitle, (_, open: string, title: string) => `${open}[${title}]`),
    )
    .join('\n');
}

/** Converts one doc's MDX source (front matter included) into plain Markdown. */
export async function mdxToMarkdown(source: string, options: ConvertOptions): Promise<string> {
  const body = await admonitionTitlesToLabels(stripFrontMatter(source.replace(/\r\n?/g, '\n')));
  const tree = new Converter(body, await parseMdx(body), options).run();
  const [first] = tree.children;
  if (first?.type !== 'heading' || first.depth !== 1) {
    tree.children.unshift({type: 'heading', depth: 1, children: [text(options.title)]});
  }
  print ??= printer();
  return (await print)(tree);
}
