import React, {type ReactNode} from 'react';
import TestPage from './TestPage';
import Loading from '@theme/Loading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Loadable from 'react-loadable';

/**
 * Test-only page: a lazily loaded part whose first load fails after a delay,
 * loaded the way the framework loads every route (react-loadable with the
 * theme's Loading component). Tests see the spinner, the error box with its
 * text and Retry, and a retry that succeeds.
 *
 * With `?hold` in the address each attempt waits until the test calls
 * `window.finishTestLoad()`, so a slow machine cannot skip past the spinner
 * before the test has looked at it; without it each attempt takes 1.2 s.
 */
declare global {
  interface Window {
    finishTestLoad?: () => void;
  }
}

let attempts = 0;

function settleAfterDelayOrSignal(settle: () => void): void {
  if (new URLSearchParams(window.location.search).has('hold')) {
    window.finishTestLoad = () => {
      delete window.finishTestLoad; // one call settles one attempt
      settle();
    };
  } else setTimeout(settle, 1200);
}

const FlakyPart = Loadable({
  loader: () =>
    new Promise<() => ReactNode>((resolve, reject) => {
      attempts += 1;
      const attempt = attempts;
      settleAfterDelayOrSignal(() => {
        if (attempt === 1) reject(new Error('Loading chunk 4242 failed. (test)'));
        // A component (not a module object: react-loadable unwraps `default` only for ES modules).
        else resolve(() => <p>Loaded on attempt {attempt}.</p>);
      });
    }),
  loading: Loading,
  delay: 200,
});

export default function LoadingStates(): ReactNode {
  return (
    <TestPage title="Loading states test">
      <BrowserOnly>{() => <FlakyPart />}</BrowserOnly>
    </TestPage>
  );
}
