import { useEffect, type RefObject } from 'react';

const onBody = () => !document.activeElement || document.activeElement === document.body;

/**
 * When the element holding focus inside `area` is removed (its record deleted through a dialog that gave focus back
 * to it, the list it was in emptied), focus moves to `fallback` instead of falling to the page's body, where a
 * keyboard user would start again from the top (WCAG 2.4.3).
 */
export function useFocusKept(area: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = area.current;
    if (!root || typeof MutationObserver === 'undefined') return;
    let focused: Element | null = null;
    const track = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      if (root.contains(event.target)) focused = event.target;
      // A dialog over the page gives focus back to where it was when it closes, which may be gone by then (the dialog
      // and the deleted row removed in one render): the control it came from is remembered.
      else if (!event.target.closest('[role="dialog"]')) focused = null;
    };
    const lost = () => focused !== null && !focused.isConnected && onBody();
    const observer = new MutationObserver(() => {
      if (!lost()) return;
      // Two frames later: a grid that still has rows puts focus on its own first cell first (AgDataGrid).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (lost()) fallback.current?.focus();
        }),
      );
    });
    document.addEventListener('focusin', track);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', track);
      observer.disconnect();
    };
  }, [area, fallback]);
}
