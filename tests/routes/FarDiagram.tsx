import React, {type ReactNode} from 'react';
import TestPage from './TestPage';
import Mermaid from '@theme/Mermaid';

/** Test-only page: a Mermaid diagram far below the screen, which should load only when scrolled to. */
export default function FarDiagram(): ReactNode {
  return (
    <TestPage title="Far diagram test">
      <h1>A diagram far down</h1>
      <div style={{height: '4000px'}}>Scroll down.</div>
      <Mermaid value={'graph LR\n  Source --> Catalogue'} />
    </TestPage>
  );
}
