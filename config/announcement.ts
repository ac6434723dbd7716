import type {ThemeConfig} from '@docusaurus/preset-classic';

/**
 * A new id shows the bar again to readers who dismissed an earlier one: the
 * framework remembers dismissal per id in local storage.
 */
export function announcementBar(isCloseable: boolean): NonNullable<ThemeConfig['announcementBar']> {
  return {
    id: 'announcement-3',
    content:
      '<span class="announcement-bar__text">DataHub raises $35M Series B to build the future of AI-ready data discovery. <a class="announcement-bar__link" href="https://datahub.com/blog/datahub-raises-35m-series-b/" target="_blank" rel="noopener noreferrer">Read the announcement</a></span>',
    backgroundColor: '#1a1b3a',
    textColor: '#ffffff',
    isCloseable,
  };
}
