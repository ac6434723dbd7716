import React, {lazy, Suspense, useState, type ComponentType, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
// The original's class names, so a block kept from the server HTML and one drawn in the browser match.
import type {MetadataWithPlain} from './String/codeBlockMetadata';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// On the server the highlighter renders in place; in the browser it is a chunk of its own, loaded by the
// first block drawn there (src/plugins/prism-on-demand folds the constant, so each bundle keeps one branch).
const Highlighted: ComponentType<Props> = process.env.DOCS_SERVER_BUNDLE
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./Highlighted') as {default: ComponentType<Props>}).default
  : lazy(() => import('./Highlighted'));

/** Tells React to leave the element's children as the server wrote them. */
const SERVER_CHILDREN = {__html: ''};

/** The `<pre>` the original draws, with the same classes, style and ref (the word-wrap button reads it). */
function Pre({className, children}: {className?: string; children: ReactNode}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor} as CSSProperties}>
      {children}
    </pre>
  );
}

function codeProps(lineNumbersStart: number | undefined) {
  return {
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };
}

/** A block hydrated over the server's HTML: the highlighted lines stay as they are, never re-tokenized. */
function ServerHighlighted({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Pre className={className}>
      <code
        {...codeProps(metadata.lineNumbersStart)}
        dangerouslySetInnerHTML={SERVER_CHILDREN}
        suppressHydrationWarning
      />
    </Pre>
  );
}

/**
 * The code unhighlighted: for the moment the highlighter takes to load after a client-side navigation, and
 * always for a block with nothing to highlight (String/codeBlockMetadata.ts, `drawnPlain`).
 */
function Plain({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <Pre className={className}>
      <code {...codeProps(metadata.lineNumbersStart)}>{metadata.code}</code>
    </Pre>
  );
}

/**
 * Code blocks without the highlighter on page load.
 *
 * The server highlights every block into the HTML. Hydrating that HTML with the original component meant
 * loading Prism and its languages (about 50 KB compressed) and tokenizing every block again on the
 * reader's device, to produce the very markup already on screen. A block that hydrates server HTML (a
 * production page load) keeps that markup; only a block first drawn in the browser (after a client-side
 * navigation, or in the live preview) loads the highlighter, showing the plain code meanwhile.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [fromServerHtml] = useState(
    () => process.env.NODE_ENV === 'production' && ExecutionEnvironment.canUseDOM && !isBrowser,
  );
  const {metadata} = useCodeBlockContext();
  // Kept as the server wrote it, highlighted or plain: React does not even compare the text.
  if (fromServerHtml) return <ServerHighlighted {...props} />;
  if ((metadata as MetadataWithPlain).drawnPlain) return <Plain {...props} />;
  if (!ExecutionEnvironment.canUseDOM) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<Plain {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
