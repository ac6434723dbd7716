import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import {markdownAlternate} from '@site/src/plugins/markdown-copies/urls';
import styles from './styles.module.scss';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs with the "Page actions" menu beside them, on every docs page
 * (doc pages and category pages, which all have a Markdown copy). The page is
 * found from the URL the same way on the server and in the browser. The head
 * names the same Markdown copy the menu links to (<link rel="alternate"
 * type="text/markdown">), for agents reading the HTML.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin();
  const {activeDoc} = useActiveDocContext(activePlugin?.pluginId);
  if (!activeDoc) return <DocBreadcrumbs {...props} />;
  return (
    <div className={styles.bar}>
      <Head>
        <link {...markdownAlternate(activeDoc.path)} />
      </Head>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <PageActions permalink={activeDoc.path} />
    </div>
  );
}
