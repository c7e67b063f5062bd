import type { SuppressKeyboardEventParams } from 'ag-grid-community';
import { focusableElements } from './focusable';

/*
 * ag-grid moves focus cell by cell, so without help the links and buttons inside cells are never reached by
 * Tab and Enter does nothing (WCAG 2.1.1). These rules let Tab walk into a cell's controls, leave the keys
 * on a control to the control, and give Enter on a cell its row's main action.
 */

const cellOf = (element: Element | null) => element?.closest<HTMLElement>('.ag-cell') ?? null;

/** For every column: true hands the key to the browser (and the control), false to ag-grid's cell navigation. */
export function suppressGridKey({ event }: SuppressKeyboardEventParams): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const cell = cellOf(target);
  if (!target || !cell) return false;
  const controls = focusableElements(cell);
  const index = controls.indexOf(target);
  if (event.key === 'Tab') {
    // From the cell into its first control, and on to the next; past the last, ag-grid moves to the next cell.
    if (event.shiftKey) return index > 0;
    return index < controls.length - 1;
  }
  return index >= 0;
}

/** The control a row's Enter activates: one marked `data-main-action`, else the row's first link or button. */
export function mainActionOf(rowParts: readonly Element[]): HTMLElement | null {
  const candidates = rowParts.flatMap((part) => Array.from(part.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')));
  return candidates.find((element) => element.hasAttribute('data-main-action')) ?? candidates[0] ?? null;
}

/** Whether a key event came from a cell itself rather than from a control inside it. */
export function isOnCell(event: Event | null | undefined): boolean {
  const target = event?.target instanceof HTMLElement ? event.target : null;
  return target !== null && cellOf(target) === target;
}
