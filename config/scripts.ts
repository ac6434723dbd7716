/**
 * Outside services the site can load, each switched on by its own environment
 * variable and off by default. Nothing here is in the HTML: a client module
 * (src/clientModules/outsideScripts.ts) injects each enabled script after the
 * page is interactive, so a slow or failing script never blocks or breaks
 * rendering. Analytics (Google tag / Tag Manager) use the framework's plugins.
 */
export interface OutsideService {
  /** Stable id, used as the script element's data attribute. */
  id: string;
  /** Environment variable holding the script's https URL. */
  envVar: string;
  /** What it is for, for README and reviewers. */
  purpose: string;
}

export const outsideServices = [
  {id: 'visitor-analytics', envVar: 'VISITOR_ANALYTICS_SCRIPT_URL', purpose: 'visitor analytics (heatmaps, sessions)'},
  {id: 'scheduling-widget', envVar: 'SCHEDULING_WIDGET_SCRIPT_URL', purpose: 'booking a demo from the site'},
  {id: 'firmographic-tagging', envVar: 'FIRMOGRAPHIC_SCRIPT_URL', purpose: 'firmographic tagging of visits'},
  {id: 'reverse-ip', envVar: 'REVERSE_IP_SCRIPT_URL', purpose: 'reverse-IP company lookup'},
  {id: 'chat-assistant', envVar: 'CHAT_ASSISTANT_SCRIPT_URL', purpose: 'hosted AI question-answering chat widget'},
] as const satisfies readonly OutsideService[];

export type OutsideServiceId = (typeof outsideServices)[number]['id'];

/** Enabled services and their script URLs; rejects anything but an https URL, naming the variable. */
export function enabledOutsideServices(
  environment: Record<string, string | undefined>,
): {id: OutsideServiceId; src: string}[] {
  const enabled: {id: OutsideServiceId; src: string}[] = [];
  for (const service of outsideServices) {
    const value = environment[service.envVar]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`Environment variable ${service.envVar} must be an https URL of a script, got "${value}".`);
    }
    if (url.protocol !== 'https:') {
      throw new Error(`Environment variable ${service.envVar} must use https, got "${value}".`);
    }
    enabled.push({id: service.id, src: url.href});
  }
  return enabled;
}
