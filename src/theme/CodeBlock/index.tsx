import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's CodeBlock (3.10), ejected for one change. The original remounts every code block
 * once the page has hydrated (`key={String(isBrowser)}`), so that a block drawn on the server with the
 * light Prism theme is drawn again with the reader's color mode. With the color mode fixed (this site:
 * `colorMode.disableSwitch`, not following the system preference) the theme is the same on both sides,
 * and the remount only drew every block a second time and loaded the highlighter for it. The remount
 * comes back by itself if the color mode is ever made switchable.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useThemeConfig();
  const fixedColorMode = colorMode.disableSwitch && !colorMode.respectPrefersColorScheme;
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={fixedColorMode ? undefined : String(isBrowser)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
