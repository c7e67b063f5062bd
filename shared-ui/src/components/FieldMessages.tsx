import { useT } from '../i18n/use-t';

interface FieldMessagesProps {
  hint?: string | undefined;
  hintId: string;
  /** A message key. */
  error?: string | undefined;
  errorId: string;
}

export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  const t = useT();
  return (
    <>
      {hint && (
        <p id={hintId} className="atr-field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="atr-field-error">
          {t(error)}
        </p>
      )}
    </>
  );
}
