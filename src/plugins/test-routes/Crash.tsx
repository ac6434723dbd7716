import React, {type ReactNode, useState} from 'react';
import Layout from '@theme/Layout';

/**
 * Renders, then throws on the client after a click, with a chain of causes,
 * so tests can check the crash page shows "This page crashed." and every cause.
 */
export default function Crash(): ReactNode {
  const [crash, setCrash] = useState(false);
  if (crash) {
    const root = new Error('Root cause: the widget data was missing');
    const middle = new Error('Middle cause: could not prepare the widget', {cause: root});
    throw new Error('Test crash: the page failed to render', {cause: middle});
  }
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <button type="button" className="button button--danger" onClick={() => setCrash(true)}>
          Crash this page
        </button>
      </main>
    </Layout>
  );
}
