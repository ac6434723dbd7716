import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {env} from './env';
import {docsVersions} from './versions';
import {externalLinks} from './links';
import lazyStaticContent from '../src/mdx/lazyStaticContent';
import staticProse from '../src/mdx/staticProse';

/**
 * The docs plugin's options. The plugin is not the classic preset's but src/plugins/docs-body-edits, the
 * same plugin with a shorter reload in the live preview (config/plugins.ts).
 */
export function docsOptions(siteDir: string): DocsOptions {
  return {
    routeBasePath: 'docs',
    sidebarPath: './sidebars.ts',
    ...docsVersions(siteDir, {currentOnly: env.previewCurrentVersionOnly}),
    editUrl: ({versionDocsDirPath, docPath}) => `${externalLinks.editBase}${versionDocsDirPath}/${docPath}`,
    showLastUpdateAuthor: false,
    showLastUpdateTime: false,
    breadcrumbs: true,
    exclude: ['**/_*.{md,mdx}', '**/_*/**'],
    // Plain Markdown prose is kept as the server's HTML on a page load, not hydrated (src/mdx/staticProse.ts).
    remarkPlugins: [staticProse],
    // StaticContent's children are built only when drawn (src/mdx/lazyStaticContent.ts).
    recmaPlugins: [lazyStaticContent],
  };
}
