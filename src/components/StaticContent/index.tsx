import React, {useState, type MouseEvent, type ReactNode, type TouchEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {siteRoute} from './siteRoute';
import styles from './styles.module.css';

/** Tells React to leave the element's children as the server wrote them. */
const SERVER_CHILDREN = {__html: ''};

type Preloader = {docusaurus?: {preload(path: string): unknown}};

/**
 * A large part of a generated reference page that never changes once drawn (a configuration table, a
 * GraphQL type's field list), kept as the server's HTML when the page loads instead of hydrated.
 *
 * Hydrating means building React's tree for every element and claiming its DOM node: for the largest
 * reference pages, thousands of headings, links and table cells, the biggest part of the time before a
 * phone answers a tap. These parts have nothing to hydrate for: no state, no effects, plain links and
 * anchors. So on a page load the wrapper keeps its children as they are (`dangerouslySetInnerHTML` left
 * empty), and the one thing the framework's links did for them is done here for the whole part: a click
 * on a link to another page of the site is a client-side navigation, and hovering or touching it loads
 * that page's code (keyboard focus is handled site-wide, src/plugins/intent-preload/focusIntent.ts).
 *
 * Rendered in the browser (after a client-side navigation, or in the live preview), the children are
 * ordinary React elements. Put only static content inside: no tabs, no code blocks (their copy and word
 * wrap buttons need React), no interactive components.
 *
 * `prose`: a run of a hand-written doc's plain Markdown, wrapped by src/mdx/staticProse.ts. It keeps the
 * article's spacing (Infima's rules for the article's own children) and is laid out as the rest of the article.
 *
 * `bare`: a wrapper with no box of its own (`display: contents`), for a whole theme part such as the site footer.
 */
type Props = {prose?: boolean; bare?: boolean} & (
  | {children: ReactNode; render?: never}
  /** The children as a function, as MDX passes them (src/mdx/lazyStaticContent.ts): built only when drawn. */
  | {render: () => ReactNode; children?: never}
);

export default function StaticContent({children, render, prose = false, bare = false}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [fromServerHtml] = useState(
    () => process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM && !isBrowser,
  );
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const className = bare ? styles.bare : prose ? styles.prose : styles.part;
  if (!fromServerHtml) {
    const content = render ? render() : children;
    // An array from `render` is MDX's list of static children: passed as arguments, as JSX would, not as a list needing keys.
    const parts = Array.isArray(content) ? (content as ReactNode[]) : [content];
    return React.createElement('div', {'data-static-content': '', className}, ...parts);
  }

  const routeOf = (target: EventTarget) => {
    const link = target instanceof Element ? target.closest('a[href]') : null;
    return link instanceof HTMLAnchorElement ? siteRoute(link, window.location, baseUrl) : null;
  };
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const route = routeOf(event.target);
    if (!route) return;
    event.preventDefault();
    history.push(route);
  };
  const preload = (event: MouseEvent | TouchEvent) => {
    const route = routeOf(event.target);
    if (route) (window as unknown as Preloader).docusaurus?.preload(route.split('#')[0]!);
  };
  return (
    <div
      data-static-content=""
      className={className}
      dangerouslySetInnerHTML={SERVER_CHILDREN}
      suppressHydrationWarning
      onClick={onClick}
      onMouseOver={preload}
      onTouchStart={preload}
    />
  );
}
