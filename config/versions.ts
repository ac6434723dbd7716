import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** The frozen version built beside the current one (see versions.json). */
export const frozenVersion = '1.1.0';

export const docsVersions = {
  lastVersion: 'current',
  versions: {
    current: {label: 'Next', path: ''},
    [frozenVersion]: {label: frozenVersion, path: frozenVersion, banner: 'unmaintained'},
  },
} satisfies Pick<DocsOptions, 'lastVersion' | 'versions'>;
