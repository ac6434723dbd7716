import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
// Not a public export, but the framework's own Error page needs it too: the theme's Layout reads the
// route context, which an error above the routes leaves empty.
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

/**
 * The page shown when an error escapes the page's own layout: a page module without a default export,
 * a navbar item that throws. The framework's version prints an untranslated "This page crashed"; this
 * one shows the same crash page as a page that throws inside the layout ("This page crashed.", Try
 * again, the chain of causes), and falls back to a bare version when the layout itself is what broke.
 */
export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary fallback={() => <BareErrorPage error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>{crashedTitle()}</title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}

function crashedTitle(): string {
  return translate({
    id: 'theme.ErrorPageContent.title',
    message: 'This page crashed.',
    description: 'The title of the fallback page when the page crashed',
  });
}

/** No layout, no theme hooks: nothing here can throw. */
function BareErrorPage({error, tryAgain}: Props): ReactNode {
  const messages = getErrorCausalChain(error).map((e) => e.message);
  return (
    <main className="container margin-vert--xl">
      <h1>{crashedTitle()}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({id: 'theme.ErrorPageContent.tryAgain', message: 'Try again'})}
      </button>
      <p style={{whiteSpace: 'pre-wrap', marginTop: '1rem'}}>{messages.join('\n\nCause:\n')}</p>
    </main>
  );
}
