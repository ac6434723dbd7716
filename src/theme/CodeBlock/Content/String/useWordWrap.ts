import {useCallback, useEffect, useRef, useState} from 'react';

// One observer for every code block of the page. A block learns whether its code overflows when the
// browser reports its size, after layout; the theme's hook read each block's size in an effect after
// writing to its style, a layout per block, and re-rendered every block once after hydration.
let observer: ResizeObserver | undefined;
const onResize = new WeakMap<Element, () => void>();

function observeSize(element: Element, callback: () => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) onResize.get(entry.target)?.();
  });
  onResize.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onResize.delete(element);
  };
}

/**
 * The theme's `useCodeWordWrap` (the same fields, for the code block context), checking for overflow when
 * the block's size is first known and whenever it changes: on load, on window resize, and when the block
 * appears in a tab that was hidden (its size goes from nothing to something), which the theme's hook
 * covered with a resize listener and a mutation observer per block.
 */
export function useWordWrap(): {
  codeBlockRef: React.RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // Wrapped code does not overflow, but the button must stay to unwrap it.
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too: no scroll bar at all once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? observeSize(pre, updateCodeIsScrollable) : undefined;
  }, [updateCodeIsScrollable]);

  // After the reader toggles: the block's height changes, but check even if it does not.
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) updateCodeIsScrollable();
    toggled.current = true;
  }, [isEnabled, updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
