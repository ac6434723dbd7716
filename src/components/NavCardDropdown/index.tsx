import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useCollapsible, Collapsible} from '@docusaurus/theme-common';
import NavIcon from '../NavIcon';
import type {NavCard, NavCardDropdownProps} from './types';
import {navCardDropdownProblems} from './checkProps';
import styles from './styles.module.scss';

function CardLink({card, onNavigate}: {card: NavCard; onNavigate?: () => void}): ReactNode {
  const target = card.to !== undefined ? {to: card.to} : {href: card.href};
  return (
    <Link {...target} className={styles.card} onClick={onNavigate}>
      <span className={styles.cardIcon}>
        <NavIcon name={card.icon} />
      </span>
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{card.title}</span>
        <span className={styles.cardDescription}>{card.description}</span>
      </span>
    </Link>
  );
}

/**
 * Desktop: a disclosure button with a panel of cards. It opens on hover, on
 * focus and on Enter/Space, and closes on Escape (focus returns to the
 * button), on a click or touch outside, and when focus leaves it.
 */
function DesktopCardDropdown({label, cards, position, className}: NavCardDropdownProps): ReactNode {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeIfOutside = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus({preventScroll: true});
      }
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', styles.dropdown, position === 'right' && styles.alignRight, className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('navbar__link', styles.trigger)}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen((wasOpen) => !wasOpen);
          }
        }}>
        {label}
      </button>
      <div id={panelId} className={clsx(styles.panel, open && styles.panelOpen)} hidden={!open}>
        <ul className={styles.cardList} aria-label={label}>
          {cards.map((card) => (
            <li key={card.title}>
              <CardLink card={card} onNavigate={close} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Mobile sidebar: a collapsible list, like the framework's own dropdown items there. */
function MobileCardDropdown({label, cards, className}: NavCardDropdownProps): ReactNode {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <button
        type="button"
        className="menu__link menu__link--sublist menu__link--sublist-caret"
        aria-expanded={!collapsed}
        onClick={toggleCollapsed}>
        {label}
      </button>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {cards.map((card) => (
          <li key={card.title} className="menu__list-item">
            <CardLink card={card} />
          </li>
        ))}
      </Collapsible>
    </li>
  );
}

export default function NavCardDropdown(props: NavCardDropdownProps): ReactNode {
  const problems = navCardDropdownProblems(props);
  if (problems.length > 0) {
    const cause = new Error(
      `The card dropdown "${String(props.label)}" is misconfigured (config/navbar.ts):\n- ${problems.join('\n- ')}`,
    );
    // In the browser the navbar's error boundary adds the framework's "A theme navbar item failed to
    // render" around this; error boundaries do not run in the static build, so say it here.
    if (typeof window !== 'undefined') throw cause;
    throw new Error(
      `A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:\n${JSON.stringify({type: 'custom-navCardDropdown', ...props, mobile: undefined}, null, 2)}`,
      {cause},
    );
  }
  return props.mobile ? <MobileCardDropdown {...props} /> : <DesktopCardDropdown {...props} />;
}
