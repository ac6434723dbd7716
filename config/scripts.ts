/**
 * Outside services the site can load, each switched on by its own environment
 * variable and off by default. Nothing here is in the HTML: a client module
 * (src/clientModules/outsideScripts.ts) injects each enabled script after the
 * page is interactive, so a slow or failing script never blocks or breaks
 * rendering. Analytics (Google tag / Tag Manager) use the framework's plugins.
 * Each script's origin is added to the Content-Security-Policy directives its
 * entry names (config/csp.ts): script-src to load it, connect-src for what it
 * sends home, frame-src for a widget drawn in an iframe. A service that needs
 * another origin (a separate API or CDN host) needs its own entry in config/csp.ts.
 */
import {checkedUrl} from './values';

export interface OutsideService {
  /** Stable id, used as the script element's data attribute. */
  id: string;
  /** Environment variable holding the script's https URL. */
  envVar: string;
  /** What it is for, for README and reviewers. */
  purpose: string;
  /** Where the script's origin goes in the Content-Security-Policy. */
  csp: readonly ('script-src' | 'connect-src' | 'frame-src' | 'img-src')[];
}

export const outsideServices = [
  {
    id: 'visitor-analytics',
    envVar: 'VISITOR_ANALYTICS_SCRIPT_URL',
    purpose: 'visitor analytics (heatmaps, sessions)',
    csp: ['script-src', 'connect-src'],
  },
  {
    id: 'scheduling-widget',
    envVar: 'SCHEDULING_WIDGET_SCRIPT_URL',
    purpose: 'booking a demo from the site',
    csp: ['script-src', 'connect-src', 'frame-src'],
  },
  {
    id: 'firmographic-tagging',
    envVar: 'FIRMOGRAPHIC_SCRIPT_URL',
    purpose: 'firmographic tagging of visits',
    csp: ['script-src', 'connect-src'],
  },
  {
    id: 'reverse-ip',
    envVar: 'REVERSE_IP_SCRIPT_URL',
    purpose: 'reverse-IP company lookup',
    csp: ['script-src', 'connect-src'],
  },
  {
    id: 'chat-assistant',
    envVar: 'CHAT_ASSISTANT_SCRIPT_URL',
    purpose: 'hosted AI question-answering chat widget',
    csp: ['script-src', 'connect-src', 'frame-src'],
  },
] as const satisfies readonly OutsideService[];

export type OutsideServiceId = (typeof outsideServices)[number]['id'];

/**
 * Enabled services and their script URLs; rejects anything but a plain https URL (no quote, semicolon,
 * space or control character, a host of letters, digits, hyphens and dots), naming the variable.
 */
export function enabledOutsideServices(
  environment: Record<string, string | undefined>,
): {id: OutsideServiceId; src: string}[] {
  const enabled: {id: OutsideServiceId; src: string}[] = [];
  for (const service of outsideServices) {
    const value = environment[service.envVar]?.trim();
    if (!value) continue;
    const url = checkedUrl(service.envVar, value, {https: true});
    enabled.push({id: service.id, src: url.href});
  }
  return enabled;
}
