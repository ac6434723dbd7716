import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import styles from './styles.module.scss';

/** Where content images and diagrams are: the page's Markdown. */
const CONTENT = '.theme-doc-markdown';
/** Mermaid diagrams, drawn in the browser as SVG. */
const DIAGRAM = '.docusaurus-mermaid-container';
const MARK = 'data-zoomable';

interface Zoomed {
  /** An image's source, or a copy of a diagram's SVG. */
  content: {src: string} | {svg: SVGSVGElement};
  /** What the dialog is called: the image's alternative text, or "diagram". */
  label: string;
  /** Width / height, so the enlarged view can fill the screen before it has loaded. */
  ratio: number;
  trigger: HTMLElement;
}

/** Images inside a link or a button keep doing what they do. */
function isZoomable(element: Element): boolean {
  return !element.hasAttribute(MARK) && !element.parentElement?.closest('a, button');
}

/** The candidates of a srcset ("a.png 320w, b.png 640w"), largest first, as absolute URLs. */
function srcsetCandidates(srcset: string): string[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, size]) => url && /^\d+w$/.test(size ?? ''))
    .sort((a, b) => Number.parseInt(b[1], 10) - Number.parseInt(a[1], 10))
    .map(([url]) => new URL(url, document.baseURI).href);
}

/**
 * Responsive images (the ideal-image component) show one size chosen for the column;
 * the server-rendered page lists every size in a <noscript> fallback. Any size -> the largest.
 */
function largestSizes(root: HTMLElement): Map<string, string> {
  const largest = new Map<string, string>();
  root.querySelectorAll('noscript').forEach((noscript) => {
    for (const match of (noscript.textContent ?? '').matchAll(/srcset="([^"]+)"/g)) {
      const candidates = srcsetCandidates(match[1].replace(/&amp;/g, '&'));
      candidates.forEach((url) => largest.set(url, candidates[0]));
    }
  });
  return largest;
}

/** The largest picture known for an image: its biggest srcset candidate, a larger size, else what it shows. */
function bestSource(img: HTMLImageElement, largest: Map<string, string>): string {
  const shown = img.currentSrc || img.src;
  return srcsetCandidates(img.getAttribute('srcset') ?? '')[0] ?? largest.get(shown) ?? shown;
}

function ratioOf(img: HTMLImageElement): number {
  const width = img.naturalWidth || img.width;
  const height = img.naturalHeight || img.height;
  return width > 0 && height > 0 ? width / height : 1.5;
}

/** Makes an image or a diagram operable like a button, without changing how it looks. */
function enhance(element: HTMLElement, label: string): void {
  element.setAttribute(MARK, 'true');
  element.tabIndex = 0;
  element.setAttribute('role', 'button');
  element.setAttribute('aria-haspopup', 'dialog');
  element.setAttribute('aria-label', label);
}

function markAll(root: HTMLElement): void {
  root.querySelectorAll('img').forEach((img) => {
    if (isZoomable(img)) enhance(img, img.alt ? `Enlarge image: ${img.alt}` : 'Enlarge image');
  });
  root.querySelectorAll<HTMLElement>(DIAGRAM).forEach((container) => {
    if (container.querySelector('svg') && isZoomable(container)) enhance(container, 'Enlarge diagram');
  });
}

function zoomOf(element: HTMLElement, largest: Map<string, string>): Zoomed | null {
  if (element instanceof HTMLImageElement) {
    return {
      content: {src: bestSource(element, largest)},
      label: element.alt,
      ratio: ratioOf(element),
      trigger: element,
    };
  }
  const svg = element.querySelector('svg');
  if (!svg) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('width');
  copy.removeAttribute('height');
  copy.style.removeProperty('max-width');
  const box = svg.viewBox?.baseVal;
  const ratio = box && box.width > 0 && box.height > 0 ? box.width / box.height : 1.5;
  return {content: {svg: copy}, label: 'diagram', ratio, trigger: element};
}

/**
 * Click (or Enter / Space on a focused one) opens a content image or a Mermaid
 * diagram of the current doc page full-screen, in a modal dialog: Escape, a
 * click or the close button closes it and focus returns to where it was.
 * Images and diagrams that arrive later (lazy-loaded, swapped by the
 * ideal-image component, drawn by Mermaid) are picked up as they appear.
 * Renders nothing until something is opened.
 */
export default function ImageZoom(): ReactNode {
  const [zoomed, setZoomed] = useState<Zoomed | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const largest = useRef(new Map<string, string>());

  const diagramRef = useRef<HTMLDivElement>(null);

  const open = useCallback((element: HTMLElement) => setZoomed(zoomOf(element, largest.current)), []);

  // Read the server-rendered size lists before responsive images replace them with one size.
  useLayoutEffect(() => {
    const root = document.querySelector<HTMLElement>(CONTENT);
    if (root) largest.current = largestSizes(root);
  }, []);

  useEffect(() => {
    const root = document.querySelector<HTMLElement>(CONTENT);
    if (!root) return undefined;
    markAll(root);
    const observer = new MutationObserver(() => markAll(root));
    observer.observe(root, {childList: true, subtree: true});
    const target = (event: Event) => {
      const element = (event.target as Element | null)?.closest?.(`[${MARK}]`);
      return element instanceof HTMLElement && root.contains(element) ? element : null;
    };
    const onClick = (event: MouseEvent) => {
      const element = target(event);
      if (!element) return;
      event.preventDefault();
      open(element);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const element = target(event);
      if (!element || event.target !== element || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(element);
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

  // A diagram is shown as a copy of its SVG, placed once the dialog exists.
  useLayoutEffect(() => {
    const holder = diagramRef.current;
    if (!zoomed || !holder || !('svg' in zoomed.content)) return undefined;
    holder.replaceChildren(zoomed.content.svg);
    return () => holder.replaceChildren();
  }, [zoomed]);

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
      // Back to what opened the dialog, once the page is interactive again.
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
  const size = {'--zoom-ratio': zoomed.ratio} as CSSProperties;
  const {content} = zoomed;
  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={
        'src' in content ? (zoomed.label ? `Enlarged image: ${zoomed.label}` : 'Enlarged image') : 'Enlarged diagram'
      }
      onClick={close}
      onKeyDown={trapFocus}>
      {'src' in content ? (
        <img className={styles.image} src={content.src} alt={zoomed.label} style={size} />
      ) : (
        <div ref={diagramRef} className={styles.diagram} style={size} />
      )}
      <button ref={closeRef} type="button" className={styles.close} aria-label="Close enlarged view" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>,
    document.body,
  );
}
