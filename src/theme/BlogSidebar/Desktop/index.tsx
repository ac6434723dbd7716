import React, {type ComponentProps, type ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

/** The blog's recent-posts column, not hydrated on a phone, where the theme removes it right after hydration. */
export default function BlogSidebarDesktopWrapper(props: ComponentProps<typeof BlogSidebarDesktop>): ReactNode {
  return (
    <DesktopOnlyHydration>
      <BlogSidebarDesktop {...props} />
    </DesktopOnlyHydration>
  );
}
