import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';

/**
 * The framework's `renderToHtml` (`@docusaurus/core/lib/client/renderToHtml.js`), with one option more:
 * no Suspense boundary is outlined.
 *
 * React 19's server renderer moves a completed boundary of over 500 bytes out of its place once more than
 * `progressiveChunkSize` bytes (12,800 by default) precede it in the stream: the place gets an empty
 * template, the content goes to a hidden `<div>` at the end of the body, and an inline script moves it back
 * in an animation frame, at least 300 ms after the first paint (React 19.2's batched reveals). That is for
 * streaming a slow server. A static page is written whole, so it only costs the reader: on a phone (4x
 * slower CPU) the move of the docs sidebar and the table of contents was a 320 ms task of style and layout
 * before the page's scripts ran, and the content behind a boundary showed late.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then(resolve, reject);
      },
    });
  });
}
