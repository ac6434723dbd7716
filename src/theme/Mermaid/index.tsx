import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the screen a diagram starts loading, so it is drawn by the time it scrolls in. */
const LOAD_AHEAD = '600px 0px';

/**
 * Mermaid is a large library (about 500 KB compressed with its layout engine) that the original
 * component loads as soon as the page hydrates, even for a diagram far down the page. This wrapper
 * renders the original only when the diagram comes near the screen; until then an empty block
 * stands in (the original renders nothing before Mermaid has drawn, so nothing is lost). Without
 * IntersectionObserver, the diagram renders at once.
 */
export default function MermaidWrapper(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return near ? <Mermaid {...props} /> : <div ref={placeholder} className={styles.placeholder} data-diagram-pending />;
}
