import React, {useCallback, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/ThemeProvider/TitleFormatter';
import {docTitleQualifiers} from './qualifiers';

type Formatter = Parameters<typeof TitleFormatterProvider>[0]['formatter'];

/**
 * Browser titles say what kind of page a doc is and which version it belongs to when that is not the
 * current one: "Dataset (GraphQL object) | DataHub", "Lineage (API tutorial, 1.1.0) | DataHub". Tabs,
 * bookmarks and search results then tell apart pages that share a name, and every title is unique
 * (tests/site/crawl.test.ts). The page's heading and sidebar label stay as written.
 */
export default function ThemeProviderTitleFormatter({children}: Props): ReactNode {
  const {pathname} = useLocation();
  const {activeVersion} = useActiveDocContext(undefined);
  const qualifiers = activeVersion
    ? docTitleQualifiers(pathname.slice(activeVersion.path.length).replace(/^\/+/, ''), {
        version: activeVersion.isLast ? undefined : activeVersion.label,
      })
    : [];
  const suffix = qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : '';
  const formatter = useCallback<Formatter>(
    (params) =>
      params.defaultFormatter(params.title && suffix ? {...params, title: `${params.title}${suffix}`} : params),
    [suffix],
  );
  return <TitleFormatterProvider formatter={formatter}>{children}</TitleFormatterProvider>;
}
