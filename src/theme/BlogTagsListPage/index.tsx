import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

/** Adds the description the framework's tag index lacks (link previews, search results). */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Every topic of the DataHub Learn articles, from data lineage and governance to AI and open source, with the articles on each." />
      <BlogTagsListPage {...props} />
    </>
  );
}
