import type {ClientModule} from '@docusaurus/types';

type Gtag = (...args: unknown[]) => void;

/** One page_view per page shown: the first load and each route change, never twice for one change. */
const pageViews: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const changed =
      !previousLocation ||
      location.pathname !== previousLocation.pathname ||
      location.search !== previousLocation.search ||
      location.hash !== previousLocation.hash;
    if (!changed) return;
    const send = () => {
      const gtag = (window as unknown as {gtag?: Gtag}).gtag;
      gtag?.('event', 'page_view', {
        page_title: document.title,
        page_location: window.location.href,
        page_path: location.pathname + location.search + location.hash,
      });
    };
    // The head manager writes the new page's title in an animation frame after the render, so a bare
    // setTimeout could still read the previous title: wait for that frame, then for the task after it.
    requestAnimationFrame(() => setTimeout(send));
  },
};

export default pageViews;
