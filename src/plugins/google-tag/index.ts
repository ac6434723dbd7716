import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Google tag (gtag.js), loaded only when GTAG_ID is set. Written here rather
 * than using @docusaurus/plugin-google-gtag because that plugin sends route
 * changes as a bare `page_view` (title and location left for gtag to guess);
 * this one sends every page view itself, once, with title, location and path.
 */
export default function googleTagPlugin(_context: LoadContext, options: unknown): Plugin {
  const {trackingId} = options as {trackingId: string};
  if (!/^[A-Z]{1,3}-[A-Z0-9-]+$/.test(trackingId)) {
    throw new Error(`GTAG_ID must look like G-XXXXXXX, got "${trackingId}".`);
  }
  return {
    name: 'google-tag',
    getClientModules() {
      return [path.resolve(__dirname, './pageViews.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: {async: true, src: `https://www.googletagmanager.com/gtag/js?id=${trackingId}`},
          },
          {
            tagName: 'script',
            innerHTML: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(trackingId)},{anonymize_ip:true,send_page_view:false});`,
          },
        ],
      };
    },
  };
}
