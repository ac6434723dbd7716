import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof MobileSidebar>;

/** Events on the menu button that announce a click: the menu is drawn then, so it opens with its slide. */
const INTENT_EVENTS = ['pointerdown', 'mouseover', 'focusin'] as const;

/**
 * The phone menu (the navbar's links and the docs sidebar) drawn when the reader reaches for it, not on
 * every page load.
 *
 * The theme draws the whole menu, hidden, as soon as a page hydrates on a narrow screen: the navbar items
 * and the docs sidebar, hundreds of elements, in a long task right after load on exactly the devices that
 * can least afford it. Here it is drawn the first time the reader points at, touches or focuses the menu
 * button (or the menu is opened some other way), and stays drawn after that.
 */
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [wanted, shouldRender]);
  if (!wanted && !shown) return null;
  return <MobileSidebar {...props} />;
}
