import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

/** The table of contents column, not hydrated on a phone, where the theme removes it right after hydration. */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnlyHydration>
      <DocItemTOCDesktop />
    </DesktopOnlyHydration>
  );
}
