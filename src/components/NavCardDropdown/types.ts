import type {NavIconName} from '../NavIcon';

/** One card of a navbar dropdown: an internal route (`to`) or an outside page (`href`). */
export type NavCard = {
  icon: NavIconName;
  title: string;
  description: string;
} & ({to: string; href?: never} | {href: string; to?: never});

export interface NavCardDropdownProps {
  label: string;
  cards: NavCard[];
  position?: 'left' | 'right';
  /** Set by the navbar when rendering inside the mobile sidebar. */
  mobile?: boolean;
  className?: string;
}
