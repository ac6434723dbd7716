/**
 * A remark plugin (run on a doc's Markdown tree, after the framework's own): runs of plain Markdown blocks
 * (paragraphs, headings, lists, tables, quotes) are wrapped in `<StaticContent prose>`, so that a page load
 * keeps their server HTML instead of hydrating it (src/components/StaticContent).
 *
 * On a phone, hydration is most of the time before a doc page answers a tap, and on a hand-written page most
 * of what React hydrates is the article's prose: on /docs/quickstart about 700 of 1,550 React nodes, with
 * nothing to do in the browser (no state, no effects; links are followed by StaticContent). Code blocks, tabs,
 * images, diagrams, raw HTML and every other component keep hydrating as before: a block is wrapped only
 * when it and everything inside it is one of the plain Markdown types below.
 *
 * Pages that import StaticContent themselves (the generated reference: genDocs places its static parts, and
 * tests rely on their structure) are left as they are.
 *
 * Runs in `remarkPlugins`, which the framework applies after its own (heading ids, the table of contents,
 * links resolved, images turned into components), so the wrapped tree is what those already produced.
 */

import {staticContentNames} from './lazyStaticContent';

/** The mdast nodes this plugin reads or builds. */
type Node = {type: string; name?: string | null; children?: Node[]; [key: string]: unknown};

const STATIC_BLOCKS = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'blockquote',
  'thematicBreak',
]);
const STATIC_INLINES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'break',
  'footnoteReference',
]);

/**
 * Components whose children are ordinary flow content, where runs are wrapped too. Other components are
 * looked into (`<Tabs>` holds `<TabItem>`s) but their own children are left as they are: a component may
 * expect particular children.
 */
const FLOW_CONTAINERS = new Set(['admonition', 'TabItem', 'details', 'Details']);

/** The local name the plugin imports StaticContent as (unlikely to clash with a doc's own imports). */
export const STATIC_PROSE_NAME = 'StaticProse__';
const STATIC_CONTENT_SOURCE = '@site/src/components/StaticContent';

/**
 * Below this many React nodes a run stays as it is: the wrapper costs two of its own (the component and its
 * element), so wrapping a lone short paragraph would add work.
 */
export const MIN_RUN_WEIGHT = 6;

/** A `<StaticContent>` the page has already (the generated reference's): nothing to do inside. */
const isStaticContent = (node: Node) => node.name === 'StaticContent';

function isStatic(node: Node): boolean {
  if (!STATIC_BLOCKS.has(node.type) && !STATIC_INLINES.has(node.type)) return false;
  return (node.children ?? []).every(isStatic);
}

/** About how many React nodes a static subtree hydrates into: an element each, text only beside siblings. */
function weight(node: Node, siblings = 1): number {
  if (node.type === 'text') return siblings > 1 ? 1 : 0;
  // Headings and links are components around their element (the heading's anchor link too).
  const own = node.type === 'heading' ? 4 : node.type === 'link' ? 3 : 1;
  const children = node.children ?? [];
  return own + children.reduce((sum, child) => sum + weight(child, children.length), 0);
}

function wrapper(children: Node[]): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: STATIC_PROSE_NAME,
    attributes: [{type: 'mdxJsxAttribute', name: 'prose', value: null}],
    children,
  };
}

/** Wraps the runs of static blocks among `parent`'s children (when `wrapHere`), and looks into components. Returns how many. */
function wrapRuns(parent: Node, wrapHere: boolean): number {
  const children = parent.children;
  if (!children) return 0;
  let wrapped = 0;
  const out: Node[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.length > 0 && run.reduce((sum, node) => sum + weight(node), 0) >= MIN_RUN_WEIGHT) {
      out.push(wrapper(run));
      wrapped += 1;
    } else out.push(...run);
    run = [];
  };
  for (const child of children) {
    if (wrapHere && isStatic(child)) {
      run.push(child);
      continue;
    }
    flush();
    if (child.type === 'mdxJsxFlowElement' && child.name !== STATIC_PROSE_NAME && !isStaticContent(child))
      wrapped += wrapRuns(child, FLOW_CONTAINERS.has(child.name ?? ''));
    out.push(child);
  }
  flush();
  parent.children = out;
  return wrapped;
}

function importNode(): Node {
  const value = `import ${STATIC_PROSE_NAME} from '${STATIC_CONTENT_SOURCE}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: STATIC_PROSE_NAME}}],
            source: {type: 'Literal', value: STATIC_CONTENT_SOURCE, raw: `'${STATIC_CONTENT_SOURCE}'`},
          },
        ],
      },
    },
  };
}

/** A page that imports StaticContent itself (the generated reference) places its static parts: left to it. */
const placesStaticContent = (tree: Node) =>
  (tree.children ?? []).some((node) => {
    const program = (node.data as {estree?: Parameters<typeof staticContentNames>[0]} | undefined)?.estree;
    return node.type === 'mdxjsEsm' && program !== undefined && staticContentNames(program).size > 0;
  });

/** Wraps the tree's runs of plain Markdown; returns how many wrappers it added (and imports the component if any). */
export function wrapStaticProse(tree: Node): number {
  if (placesStaticContent(tree)) return 0;
  const wrapped = wrapRuns(tree, true);
  if (wrapped > 0) tree.children!.unshift(importNode());
  return wrapped;
}

/** The remark plugin: `remarkPlugins: [staticProse]` in the docs plugin's options. */
export default function staticProse() {
  return (tree: Node) => {
    wrapStaticProse(tree);
  };
}
