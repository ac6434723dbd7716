import type {Navbar} from '@docusaurus/theme-common';
import {archivedVersions} from '../src/data/archivedVersions';
import type {NavCard} from '../src/components/NavCardDropdown/types';
import {externalLinks} from './links';

/** "Learn" cards, in the order the menu shows them (tests/e2e/navbar.spec.ts checks it). */
export const learnCards: NavCard[] = [
  {
    icon: 'video',
    title: 'Weekly Demo',
    description: 'See DataHub live and ask the team questions',
    href: externalLinks.weeklyDemo,
  },
  {icon: 'lightbulb', title: 'Use Cases', description: 'How teams put metadata to work', href: externalLinks.useCases},
  {
    icon: 'trophy',
    title: 'Adoption Stories',
    description: 'Organisations that run DataHub in production',
    to: '/adoption-stories',
  },
  {icon: 'book', title: 'Blog', description: 'Guides and articles from the DataHub team', to: '/learn'},
  {icon: 'youtube', title: 'Youtube', description: 'Town halls, talks and tutorials', href: externalLinks.youtube},
];

/** "Community" cards, in the order the menu shows them. */
export const communityCards: NavCard[] = [
  {icon: 'slack', title: 'Join Slack', description: 'Meet 14,000+ DataHub users and maintainers', to: '/slack'},
  {icon: 'calendar', title: 'Events', description: 'Town halls, meetups and conference talks', to: '/events'},
  {icon: 'star', title: 'Champions', description: 'People who help the community grow', to: '/champions'},
  {
    icon: 'pen',
    title: 'Share Your Journey',
    description: 'Tell us how your team uses DataHub',
    to: '/customer-stories-survey',
  },
];

export const navbar = {
  title: undefined,
  hideOnScroll: false,
  logo: {
    alt: 'DataHub',
    src: 'img/datahub-logo-color-light-horizontal.svg',
    href: externalLinks.marketingSite,
    target: '_self',
    width: 128,
    height: 32,
  },
  items: [
    {
      type: 'docsVersionDropdown',
      position: 'left',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {
          type: 'html',
          value: '<hr class="dropdown-separator" /><span class="dropdown-archived-heading">Archived versions</span>',
        },
        ...archivedVersions.map(({version, url}) => ({label: version, href: url})),
      ],
    },
    {to: '/docs/', label: 'Docs', position: 'right', activeBasePath: 'docs'},
    {to: '/integrations', label: 'Integrations', position: 'right'},
    {href: externalLinks.getCloud, label: 'Get Cloud', position: 'right', className: 'navbar__link--cta'},
    {type: 'custom-navCardDropdown', label: 'Learn', position: 'right', cards: learnCards},
    {type: 'custom-navCardDropdown', label: 'Community', position: 'right', cards: communityCards},
    {
      to: '/slack',
      position: 'right',
      className: 'navbar__icon-link navbar__icon-link--slack',
      'aria-label': 'DataHub Slack community',
      html: '<span class="navbar__icon-link-text">Slack</span>',
    },
  ],
} satisfies Navbar;
