import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/use-t';
import { focusableElements } from './focusable';

export interface ModalProps {
  open: boolean;
  /** Already translated. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'large' for a wide table or form (the instructor page's evaluation and results modals). */
  size?: 'default' | 'large';
}

/* Prefer a field in the body, then the footer's first button, over the close button in the header. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  const inBody = dialog.querySelector<HTMLElement>('.atr-modal-body');
  const inFooter = dialog.querySelector<HTMLElement>('.atr-modal-footer');
  return (inBody && focusableElements(inBody)[0]) ?? (inFooter && focusableElements(inFooter)[0]) ?? dialog;
}

/**
 * A modal dialog rendered into <body>. Focus moves into it on open, Tab cycles inside it,
 * Escape closes it, and focus returns to where it was when it closes.
 * A role=dialog element rather than <dialog>, which jsdom (our unit tests) does not implement.
 */
export function Modal({ open, title, onClose, children, footer, size = 'default' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialogRef.current) initialFocus(dialogRef.current).focus();
    return () => returnTo?.focus();
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="atr-modal-backdrop">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={size === 'large' ? 'atr-modal atr-modal-large' : 'atr-modal'}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="atr-modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="atr-modal-close" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="atr-modal-body">{children}</div>
        {footer && <div className="atr-modal-footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
