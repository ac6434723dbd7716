import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

// The highlighter and the extra languages (prism.additionalLanguages) load with this module, which
// ./index.tsx imports only where a code block has to be highlighted in the browser.
prismIncludeLanguages(Prism);

export default function Highlighted(props: WrapperProps<typeof ContentType>): ReactNode {
  return <Content {...props} />;
}
