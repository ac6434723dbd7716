import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Makes a new announcement show on the first page load after it ships.
 *
 * The framework hides a dismissed bar with an inline script that reads only
 * the "dismissed" flag, before React runs; React then notices the new id and
 * clears the flag, but the bar stays hidden until the next load. This inline
 * script does the id check first: when the stored id differs from the
 * configured one, the old dismissal no longer applies.
 */
export default function announcementResetPlugin(_context: LoadContext, options: unknown): Plugin {
  const {id} = options as {id: string};
  const script = `(function(){try{var s=window.localStorage,current=${JSON.stringify(id)};for(var i=0;i<s.length;i++){var k=s.key(i);if(k&&k.indexOf("docusaurus.announcement.id")===0&&s.getItem(k)!==current){s.setItem(k.replace("announcement.id","announcement.dismiss"),"false");document.documentElement.setAttribute("data-announcement-bar-initially-dismissed","false");}}}catch(e){}})();`;
  return {
    name: 'announcement-reset',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
