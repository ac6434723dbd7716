import React, {type ReactNode} from 'react';
import AskWidget from '@site/src/components/AskWidget';

/** Wraps the whole app (the framework's Root is empty by design) to add the "Ask the docs" launcher. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AskWidget />
    </>
  );
}
