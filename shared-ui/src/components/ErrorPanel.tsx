import { useT } from '../i18n/use-t';
import { ApiError } from '../auth/api-error';
import { failureKey } from '../auth/failure-key';
import { Button } from './Button';
import { DeadEndPanel } from './DeadEndPanel';
import { deadEndOf } from './dead-end-of';

export interface ErrorPanelProps {
  /** Message key of the heading; defaults to `error.generic`. */
  titleKey?: string;
  /** An ApiError's message is a message key and is shown translated below the title. */
  error?: unknown;
  onRetry: () => void;
  /** Message key of the retry button; defaults to `common.retry`. */
  retryKey?: string;
}

export function ErrorPanel({ titleKey = 'error.generic', error, onRetry, retryKey = 'common.retry' }: ErrorPanelProps) {
  const t = useT();
  // Every area shows its load errors here, so a missing role or a missing record reads the same everywhere.
  const deadEnd = deadEndOf(error);
  if (deadEnd) return <DeadEndPanel kind={deadEnd} />;
  // A service's developer English stays in the console; the person reads a message key (failureKey).
  const detail = error instanceof ApiError ? t(failureKey(error)) : null;
  return (
    <div role="alert" className="atr-error-panel">
      <p className="atr-error-title">{t(titleKey)}</p>
      {detail && detail !== t(titleKey) && <p>{detail}</p>}
      <Button variant="primary" onClick={onRetry}>
        {t(retryKey)}
      </Button>
    </div>
  );
}
