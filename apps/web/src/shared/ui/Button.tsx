import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'accent' | 'danger' | 'link';
  block?: boolean;
  /** Shows a spinner, keeps the label for screen readers, and ignores clicks. */
  loading?: boolean;
}

/** A button with a loading state (submit buttons of forms). */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  className,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant}${block ? ' button--block' : ''}${loading ? ' is-loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
