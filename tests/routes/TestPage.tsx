import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** The frame of a test-only page: the site's layout without the footer, kept out of search engines. */
export default function TestPage({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Layout title={title} description="A page that exists only in test builds." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">{children}</main>
    </Layout>
  );
}
