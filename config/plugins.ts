import type {PluginConfig} from '@docusaurus/types';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import testRoutesPlugin from '../src/plugins/test-routes';

/** Old URLs that moved; each still reaches its page. */
export const redirects: RedirectOptions['redirects'] = [
  {
    from: '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor',
    to: '/docs/managed-datahub/remote-executor/about',
  },
];

export function plugins({testRoutes}: {testRoutes: boolean}): PluginConfig[] {
  return [
  'docusaurus-plugin-sass',
  ['@docusaurus/plugin-client-redirects', {redirects} satisfies RedirectOptions],
  [
    '@docusaurus/plugin-ideal-image',
    {
      quality: 100,
      sizes: [320, 640, 1280, 1440, 1600],
      disableInDev: false,
    } satisfies Partial<IdealImageOptions>,
  ],
  ...(testRoutes ? [testRoutesPlugin] : []),
  ];
}
