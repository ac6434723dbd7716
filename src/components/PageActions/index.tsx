import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {absoluteUrl, markdownPathFor} from '@site/src/plugins/markdown-copies/urls';
import styles from './styles.module.scss';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

interface Action {
  key: string;
  label: string;
  hint?: string;
  /** A link opens in a new tab; an action runs here. */
  href?: string;
  run?: () => void;
}

/** The question a chat assistant is opened with: the page as context. */
export function assistantPrompt(pageUrl: string): string {
  return `Read ${pageUrl} and answer questions about it.`;
}

/**
 * Copies text fetched from `url`. The fetch is handed to the clipboard as a promise
 * where the browser supports it, so the click still counts as the user's gesture once
 * the text arrives; otherwise the text is fetched first and written.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetch(url, {credentials: 'same-origin'}).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for ${url}`);
    return response.text();
  });
  text.catch(() => undefined); // handled below; avoids an unhandled rejection report
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))}),
      ]);
      return;
    } catch {
      // Fall through: older browsers reject a promise in ClipboardItem.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * The "Page actions" menu beside the breadcrumbs: copy the page as Markdown,
 * view the Markdown copy, or open a chat assistant with the page's address.
 * A WAI-ARIA menu button: arrows, Home and End move, Escape closes and returns
 * to the button. Closed, it renders the same on the server and in the browser,
 * and it fetches nothing until asked to copy.
 */
export default function PageActions({permalink}: {permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownPath = markdownPathFor(permalink);
  const pageUrl = absoluteUrl(siteConfig.url, permalink);
  const prompt = encodeURIComponent(assistantPrompt(pageUrl));
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const copy = useCallback(async () => {
    clearTimeout(resetTimer.current);
    setCopyState('copying');
    try {
      await copyFrom(markdownPath);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    resetTimer.current = setTimeout(() => setCopyState('idle'), 4000);
  }, [markdownPath]);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const actions: Action[] = [
    {key: 'copy', label: 'Copy page as Markdown', hint: 'For pasting into a chat or a note', run: copy},
    {key: 'view', label: 'View as Markdown', hint: 'The plain text of this page', href: markdownPath},
    {
      key: 'chatgpt',
      label: 'Open in ChatGPT',
      hint: 'Ask questions about this page',
      href: `https://chatgpt.com/?hints=search&q=${prompt}`,
    },
    {
      key: 'claude',
      label: 'Open in Claude',
      hint: 'Ask questions about this page',
      href: `https://claude.ai/new?q=${prompt}`,
    },
  ];

  useEffect(() => {
    if (!open) return undefined;
    const items = itemRefs.current.filter(Boolean) as HTMLElement[];
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter(Boolean) as HTMLElement[];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(index + 1);
      case 'ArrowUp':
        return moveTo(index - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case ' ':
        // Space activates links as well as buttons, as menu items should.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return undefined;
      default:
        return undefined;
    }
  };

  const status =
    copyState === 'copying'
      ? 'Copying…'
      : copyState === 'copied'
        ? 'Copied as Markdown'
        : copyState === 'failed'
          ? 'Could not copy. Use “View as Markdown” instead.'
          : '';

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <span role="status" className={clsx(styles.status, copyState === 'failed' && styles.statusFailed)}>
        {status}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((wasOpen) => !wasOpen);
        }}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className={styles.icon}>
          <path
            fill="currentColor"
            d="M4 1.5h5.6L13 4.9v8.6c0 .6-.4 1-1 1H4c-.6 0-1-.4-1-1v-11c0-.6.4-1 1-1Zm5 1V5h2.5L9 2.5ZM4.5 3v10.5h7V6.5H8.5a1 1 0 0 1-1-1V3h-3Z"
          />
        </svg>
        Page actions
        <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6" className={styles.caret}>
          <path fill="currentColor" d="M0 0h10L5 6z" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          {actions.map((action, index) => (
            <li key={action.key} role="none">
              {action.href ? (
                <a
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  href={action.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.item}
                  onClick={() => close(true)}>
                  <span className={styles.itemLabel}>
                    {action.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </span>
                  {action.hint && <span className={styles.itemHint}>{action.hint}</span>}
                </a>
              ) : (
                <button
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  onClick={() => {
                    close(true);
                    action.run?.();
                  }}>
                  <span className={styles.itemLabel}>{action.label}</span>
                  {action.hint && <span className={styles.itemHint}>{action.hint}</span>}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
