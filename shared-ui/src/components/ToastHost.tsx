import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useToasts, type Toast } from './toast-store';

export const TOAST_DURATION_MS = 5000;

function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const dismiss = useToasts((state) => state.dismiss);
  // The timer pauses while the pointer or focus is on the toast, so it can be read and closed.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, toast.id, dismiss]);

  return (
    <li
      className={`atr-toast atr-toast--${toast.kind}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="atr-toast-text">{t(toast.key, toast.params)}</span>
      <button type="button" className="atr-toast-close" aria-label={t('toast.dismiss')} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Render once near the root. The live region stays mounted so additions are announced. */
export function ToastHost() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <div className="atr-toasts" aria-live="polite" aria-relevant="additions">
      <ul>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}
