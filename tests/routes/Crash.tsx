import React, {type ReactNode, useState} from 'react';
import TestPage from './TestPage';

/** Armed by the button; the next render throws once, so "Try again" can really recover. */
let armed = false;

/** Throws while rendering, with a chain of causes, as a broken page component would. */
function BrokenWidget(): ReactNode {
  if (armed) {
    // React renders a failed component once more before giving up; stay armed through that retry.
    setTimeout(() => {
      armed = false;
    }, 0);
    const root = new Error('Root cause: the widget data was missing');
    const middle = new Error('Middle cause: could not prepare the widget', {cause: root});
    throw new Error('Test crash: the page failed to render', {cause: middle});
  }
  return <p>The page rendered again.</p>;
}

/**
 * Test-only page: renders normally, then crashes inside the layout after a
 * click, so tests can check the crash page ("This page crashed.", the causes,
 * and a Try again that renders the page again).
 */
export default function Crash(): ReactNode {
  const [crash, setCrash] = useState(false);
  return (
    <TestPage title="Crash test">
      {crash ? (
        <BrokenWidget />
      ) : (
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            armed = true;
            setCrash(true);
          }}>
          Crash this page
        </button>
      )}
    </TestPage>
  );
}
