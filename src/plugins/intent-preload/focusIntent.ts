// Keyboard readers show intent by focus: preload the page a focused internal link opens, as `<Link>`
// does on mouse enter and touch start (src/plugins/intent-preload).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('focusin', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin)
      return;
    if (link.pathname === window.location.pathname) return;
    (window as unknown as {docusaurus?: {preload(path: string): unknown}}).docusaurus?.preload(link.pathname);
  });
}
