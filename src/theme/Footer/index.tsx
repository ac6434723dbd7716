import React, {type ComponentProps, type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import StaticContent from '@site/src/components/StaticContent';

type Props = ComponentProps<typeof Footer>;

/**
 * The site footer, the same three columns of links on every page, kept as the server's HTML on a page load
 * instead of hydrated (about 130 React nodes on every page, the same work on every load for nothing that
 * changes). StaticContent does for its links what the framework's links do: an internal link navigates in
 * the page and loads its page's code on hover or touch. Its wrapper has no box of its own (`bare`).
 */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <StaticContent bare>
      <Footer {...props} />
    </StaticContent>
  );
}
