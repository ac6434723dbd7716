import React, {useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import styles from './styles.module.scss';

/** The content images that can be enlarged: in the page's Markdown, not inside a link. */
const CONTENT = '.theme-doc-markdown';
const MARK = 'data-zoomable';

interface Zoomed {
  src: string;
  alt: string;
  trigger: HTMLElement;
}

function isZoomable(img: HTMLImageElement): boolean {
  return !img.closest('a, button') && !img.hasAttribute(MARK);
}

/** The largest picture the browser knows of: the biggest srcset candidate, else what it shows. */
function bestSource(img: HTMLImageElement): string {
  const candidates = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, size]) => url && /^\d+w$/.test(size ?? ''))
    .map(([url, size]) => ({url, width: Number.parseInt(size, 10)}))
    .sort((a, b) => b.width - a.width);
  return candidates[0] ? new URL(candidates[0].url, document.baseURI).href : img.currentSrc || img.src;
}

/** Makes an image operable like a button, without changing how it looks. */
function enhance(img: HTMLImageElement): void {
  img.setAttribute(MARK, 'true');
  img.tabIndex = 0;
  img.setAttribute('role', 'button');
  img.setAttribute('aria-haspopup', 'dialog');
  img.setAttribute('aria-label', img.alt ? `Enlarge image: ${img.alt}` : 'Enlarge image');
}

/**
 * Click (or Enter / Space on a focused image) opens a content image of the
 * current doc page full-screen, in a modal dialog: Escape, a click or the close
 * button closes it and focus returns to the image. Images that arrive later
 * (lazy-loaded, swapped by the ideal-image component) are picked up as they
 * appear. Renders nothing until an image is opened.
 */
export default function ImageZoom(): ReactNode {
  const [zoomed, setZoomed] = useState<Zoomed | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const open = useCallback((img: HTMLImageElement) => {
    setZoomed({src: bestSource(img), alt: img.alt, trigger: img});
  }, []);

  useEffect(() => {
    const root = document.querySelector<HTMLElement>(CONTENT);
    if (!root) return undefined;
    const markAll = () => root.querySelectorAll('img').forEach((img) => isZoomable(img) && enhance(img));
    markAll();
    const observer = new MutationObserver(markAll);
    observer.observe(root, {childList: true, subtree: true});
    const target = (event: Event) => {
      const img = (event.target as Element | null)?.closest?.(`img[${MARK}]`);
      return img instanceof HTMLImageElement && root.contains(img) ? img : null;
    };
    const onClick = (event: MouseEvent) => {
      const img = target(event);
      if (!img) return;
      event.preventDefault();
      open(img);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const img = target(event);
      if (!img || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(img);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = useCallback(() => setZoomed(null), []);

  useEffect(() => {
    if (!zoomed) return undefined;
    const app = document.getElementById('__docusaurus');
    const {overflow} = document.documentElement.style;
    app?.setAttribute('inert', '');
    document.documentElement.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      app?.removeAttribute('inert');
      document.documentElement.style.overflow = overflow;
      // Back to the image that opened the dialog, once the page is interactive again.
      if (zoomed.trigger.isConnected) zoomed.trigger.focus();
    };
  }, [zoomed, close]);

  // The close button is the dialog's only stop: Tab stays on it.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  if (!zoomed) return null;
  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={zoomed.alt ? `Enlarged image: ${zoomed.alt}` : 'Enlarged image'}
      onClick={close}
      onKeyDown={trapFocus}>
      <img className={styles.image} src={zoomed.src} alt={zoomed.alt} />
      <button ref={closeRef} type="button" className={styles.close} aria-label="Close enlarged image" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
