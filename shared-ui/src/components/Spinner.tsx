import { useT } from '../i18n/use-t';

export interface SpinnerProps {
  /** Message key read out to screen readers; defaults to `common.loading`. */
  labelKey?: string;
}

export function Spinner({ labelKey = 'common.loading' }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className="atr-spinner">
      <span className="atr-spinner-icon" aria-hidden="true" />
      <span className="atr-visually-hidden">{t(labelKey)}</span>
    </span>
  );
}
