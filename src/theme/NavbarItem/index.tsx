import React, {type ComponentProps, type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import DesktopOnlyHydration from '@site/src/components/DesktopOnlyHydration';

type Props = ComponentProps<typeof NavbarItem>;

/**
 * The navbar's own items (the version menu, Docs, Integrations, Get Cloud, the Learn and Community menus,
 * Slack) are hidden on a phone, where the menu button shows them in the phone menu instead (drawn there
 * with `mobile`). On a narrow screen they are hydrated once the page has hydrated, not before it: about
 * 280 React nodes that no reader can see or reach until then.
 */
export default function NavbarItemWrapper(props: Props): ReactNode {
  // A dropdown's own items come through here too: the dropdown around them is wrapped already.
  if (props.mobile || ('isDropdownItem' in props && props.isDropdownItem)) return <NavbarItem {...props} />;
  return (
    <DesktopOnlyHydration>
      <NavbarItem {...props} />
    </DesktopOnlyHydration>
  );
}
