import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import NavCardDropdown from '@site/src/components/NavCardDropdown';

/** Adds the card dropdown used by the Learn and Community menus. */
export default {
  ...ComponentTypes,
  'custom-navCardDropdown': NavCardDropdown,
};
