import { useId } from 'react';
import { useT } from '../i18n/use-t';

export interface ProgressBarProps {
  /** Percent, 0 to 100; values outside are clamped. */
  value: number;
  /** Message key of the visible label. */
  labelKey: string;
}

export function ProgressBar({ value, labelKey }: ProgressBarProps) {
  const t = useT();
  const labelId = useId();
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  const text = t('progress.value', { value: percent });
  return (
    <div className="atr-progress">
      <span id={labelId} className="atr-progress-label">
        {t(labelKey)}
      </span>
      <div
        role="progressbar"
        className="atr-progress-track"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="atr-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="atr-progress-value" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
