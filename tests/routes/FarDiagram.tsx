import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Mermaid from '@theme/Mermaid';

/** Test-only page: a Mermaid diagram far below the screen, which should load only when scrolled to. */
export default function FarDiagram(): ReactNode {
  return (
    <Layout title="Far diagram test" description="A page that exists only in test builds." noFooter>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>A diagram far down</h1>
        <div style={{height: '4000px'}}>Scroll down.</div>
        <Mermaid value={'graph LR\n  Source --> Catalogue'} />
      </main>
    </Layout>
  );
}
