/**
 * A recma plugin (run on the JavaScript MDX compiles to): the children of `<StaticContent>` are passed as a
 * function, `render`, instead of as elements built before the component runs.
 *
 * On a page load, StaticContent keeps the server's HTML and never renders its children
 * (src/components/StaticContent), but MDX builds them anyway, as it does for any JSX: on the largest GraphQL
 * reference page, some 5,000 elements created and dropped before the page answers a tap. As a function they
 * are built only when StaticContent draws them (the server, a client-side navigation, the live preview).
 *
 * `<StaticContent>` must be the file's own import of `src/components/StaticContent`; other elements are left
 * as they are.
 */

/** The ESTree nodes this plugin reads or builds; anything else is walked through generically. */
type Node = {type: string; [key: string]: unknown};
type Identifier = Node & {type: 'Identifier'; name: string};
type Property = Node & {type: 'Property'; key: Node; value: Node; kind: string; computed: boolean};

const STATIC_CONTENT_SOURCE = /(^|\/)src\/components\/StaticContent(\/index(\.tsx)?)?$/;
const JSX_FACTORIES = new Set(['_jsx', '_jsxs', '_jsxDEV']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const isIdentifier = (node: unknown, name?: string): node is Identifier =>
  isNode(node) && node.type === 'Identifier' && (name === undefined || node.name === name);

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/** The local names the file imports StaticContent as (its default export). */
export function staticContentNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if (!STATIC_CONTENT_SOURCE.test(String((statement.source as {value?: unknown}).value))) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier' && isIdentifier(specifier.local)) names.add(specifier.local.name);
    }
  }
  return names;
}

/** Rewrites `_jsx(StaticContent, {children: X})` to `_jsx(StaticContent, {render: () => X})`. */
export function lazyStaticContentChildren(program: Node): number {
  const names = staticContentNames(program);
  if (names.size === 0) return 0;
  let rewritten = 0;
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const [component, props] = node.arguments as Node[];
    if (!isIdentifier(node.callee) || !JSX_FACTORIES.has(node.callee.name)) return;
    if (!isIdentifier(component) || !names.has(component.name) || props?.type !== 'ObjectExpression') return;
    for (const property of props.properties as Property[]) {
      if (property.type !== 'Property' || property.computed || !isIdentifier(property.key, 'children')) continue;
      property.key = {type: 'Identifier', name: 'render'};
      property.value = {
        type: 'ArrowFunctionExpression',
        params: [],
        body: property.value,
        expression: true,
        async: false,
        generator: false,
      };
      property.shorthand = false;
      rewritten += 1;
    }
  });
  return rewritten;
}

/** The recma plugin: `recmaPlugins: [lazyStaticContent]` in the docs plugin's options. */
export default function lazyStaticContent() {
  return (tree: Node) => {
    lazyStaticContentChildren(tree);
  };
}
