import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useWordWrap} from './useWordWrap';
import {codeBlockMetadata, withDrawnPlain} from './codeBlockMetadata';

/** The block's metadata, as the theme computes it (see codeBlockMetadata.ts). */
function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      withDrawnPlain(
        codeBlockMetadata(
          {
            code: props.children,
            className: props.className,
            metastring: props.metastring,
            magicComments: prism.magicComments,
            defaultLanguage: prism.defaultLanguage,
            language: props.language,
            title: props.title,
            showLineNumbers: props.showLineNumbers,
          },
          createCodeBlockMetadata,
        ),
        props.metastring,
      ),
    [
      props.children,
      props.className,
      props.metastring,
      props.language,
      props.title,
      props.showLineNumbers,
      prism.magicComments,
      prism.defaultLanguage,
    ],
  );
}

/**
 * Ejected from the classic theme 3.10 (see src/theme/README.md): the original, with `codeBlockMetadata`
 * (no line-by-line parse of blocks without highlights; blocks with nothing to highlight marked to be drawn
 * as plain text) and `useWordWrap` in place of the theme's `useCodeWordWrap` (no layout read and re-render
 * per block after hydration).
 */
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
