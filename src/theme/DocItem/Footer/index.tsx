import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import HelpLine from '@site/src/components/HelpLine';
import ImageZoom from '@site/src/components/ImageZoom';

type Props = WrapperProps<typeof FooterType>;

/**
 * The doc footer (edit link), then "Is this page helpful?" and the help line
 * that ends every doc page; also enables image zoom for the page's content.
 * Keyed by page so nothing carries over when the reader moves to another doc.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback key={`feedback-${metadata.permalink}`} path={metadata.permalink} version={metadata.version} />
      <HelpLine docId={metadata.id} />
      <ImageZoom key={`zoom-${metadata.permalink}`} />
    </>
  );
}
