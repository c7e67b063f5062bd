import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks while work started by this button is running. */
  busy?: boolean;
}

export function Button({ variant = 'secondary', busy = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  // aria-disabled instead of disabled: a disabled button drops keyboard focus to <body>.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={['atr-button', `atr-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <span className="atr-button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
