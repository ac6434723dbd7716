import React, {Suspense, use, useEffect, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The theme's breakpoint between phone and desktop layouts (`useWindowSize`, and Infima's CSS). */
const DESKTOP_BREAKPOINT = 996;

// Settled once the page has hydrated. A boundary still waiting then hydrates after it.
let isPageHydrated = false;
let settle = () => {};
const pageHydrated = new Promise<void>((resolve) => {
  settle = () => {
    isPageHydrated = true;
    resolve();
  };
});

/**
 * Suspends the boundary around it until the page has hydrated: React keeps the server's HTML meanwhile.
 * Once it has, the boundary's retry renders straight through (`use` of even a settled promise suspends once).
 */
function UntilPageHydrated(): null {
  if (!isPageHydrated) use(pageHydrated);
  return null;
}

/**
 * A part of the page the theme draws only on a desktop-wide screen, but also on the server and in the
 * hydration render, because the screen size is unknown until then (`useWindowSize` answers "ssr"): the
 * docs sidebar, the table of contents column, the blog sidebar. On a phone the theme hydrates the part,
 * hundreds of links for a long sidebar, and removes it in the very next render.
 *
 * Here, on a narrow screen, the part's server HTML is left as it is during hydration (a Suspense boundary
 * waiting for the page to hydrate, which React does not hydrate until then), and the theme's next render
 * removes it unhydrated. On a wide screen, on the server, and when drawn after the page has hydrated
 * (client-side navigation, a window widened past the breakpoint), the children render as usual.
 *
 * Also for a part the theme keeps on a phone but hides there with CSS (the navbar's items, shown in the
 * phone menu instead): on a narrow screen it is hydrated just after the page rather than before it.
 */
export default function DesktopOnlyHydration({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const skip = ExecutionEnvironment.canUseDOM && !isBrowser && window.innerWidth <= DESKTOP_BREAKPOINT;
  useEffect(() => settle(), []);
  return (
    <Suspense fallback={null}>
      {skip && <UntilPageHydrated />}
      {children}
    </Suspense>
  );
}
