import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Loads the outside scripts enabled at build time (config/scripts.ts), once,
 * after the page has loaded and the browser is idle. Each is async and
 * isolated: if one fails to load, nothing on the page changes.
 */
type Enabled = {id: string; src: string};

function inject({id, src}: Enabled): void {
  if (document.querySelector(`script[data-outside-service="${id}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.outsideService = id;
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  script.addEventListener('error', () => script.remove());
  document.head.appendChild(script);
}

function whenIdle(callback: () => void): void {
  const idle = (window as Window & {requestIdleCallback?: (cb: () => void) => void}).requestIdleCallback;
  if (idle) idle(callback);
  else setTimeout(callback, 1);
}

if (ExecutionEnvironment.canUseDOM) {
  const enabled = (siteConfig.customFields?.outsideScripts ?? []) as Enabled[];
  if (enabled.length > 0) {
    const start = () => whenIdle(() => enabled.forEach(inject));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  }
}
