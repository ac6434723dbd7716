import type {Footer} from '@docusaurus/theme-common';
import {externalLinks} from './links';

export const footer = {
  style: 'light',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Introduction', to: '/docs/features'},
        {label: 'Quickstart', to: '/docs/quickstart'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Slack', to: '/slack'},
        {label: 'YouTube', href: externalLinks.youtube},
        {label: 'Blog', to: '/learn'},
        {label: 'Town Halls', to: '/docs/townhalls'},
        {label: 'Adoption', to: '/adoption-stories'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Demo', href: externalLinks.demo},
        {label: 'Roadmap', to: '/docs/roadmap'},
        {label: 'Contributing', to: '/docs/contributing'},
        {label: 'GitHub', href: externalLinks.github},
        {label: 'Feature Requests', href: externalLinks.featureRequests},
      ],
    },
  ],
  copyright: `Copyright © 2015-${new Date().getFullYear()} DataHub Project Authors.`,
} satisfies Footer;
