import React, {type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

/** Adds the description the framework's author index lacks (link previews, search results). */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="The people who write the DataHub Learn articles: maintainers, engineers and community members, with the articles of each." />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
