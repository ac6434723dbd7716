/**
 * The one Markdown parser of the site's Node code: MDX 3 with GFM and directives, the syntax Docusaurus
 * reads the docs with. The Markdown copies (convert.ts) and the tests that check the docs' code samples
 * (tests/support/markdown.ts) read the same tree.
 */
import type {Code, Root} from 'mdast';

type Processor = ReturnType<typeof import('@mdx-js/mdx').createProcessor>;
let processor: Promise<Processor> | undefined;

/** The packages are ES modules only, so they are loaded with import() (this file also runs as CommonJS). */
function parser(): Promise<Processor> {
  processor ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive')]).then(
    ([mdx, gfm, directive]) => mdx.createProcessor({format: 'mdx', remarkPlugins: [gfm.default, directive.default]}),
  );
  return processor;
}

// Parsed trees by source text. Parsing is most of the cost of a Markdown copy, and a frozen version shares
// most of its files with the current one (about 300 of 480 here). Callers must not change a tree.
const parsedTrees = new Map<string, Root>();

/** The syntax tree of an MDX source without front matter (see stripFrontMatter). */
export async function parseMdx(source: string): Promise<Root> {
  let tree = parsedTrees.get(source);
  if (!tree) {
    tree = (await parser()).parse(source) as Root;
    parsedTrees.set(source, tree);
  }
  return tree;
}

/** Drops the kept trees (a caller that is done with a source, to keep the heap small). */
export function forgetParsedTrees(): void {
  parsedTrees.clear();
}

/** Removes a YAML front matter block at the very start of the file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/, '');
}

/** The fenced code blocks of a tree, at any depth (in lists, tabs, admonitions), in document order. */
export async function codeNodes(tree: Root): Promise<Code[]> {
  const {visit} = await import('unist-util-visit');
  const found: Code[] = [];
  visit(tree, 'code', (node) => {
    found.push(node);
  });
  return found;
}
