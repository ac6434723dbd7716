import React, {type ComponentProps, type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

/** The docs sidebar column, not hydrated on a phone, where the theme removes it right after hydration. */
export default function DocSidebarDesktopWrapper(props: ComponentProps<typeof DocSidebarDesktop>): ReactNode {
  return (
    <DesktopOnlyHydration>
      <DocSidebarDesktop {...props} />
    </DesktopOnlyHydration>
  );
}
