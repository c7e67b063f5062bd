import { useEffect, useState, type RefObject } from 'react';

/** The element's width in px, following resizes; 0 until measured (and where ResizeObserver is missing). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    // Rounded to whole px so sub-pixel layout changes do not rebuild the columns.
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
