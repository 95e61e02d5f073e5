import { forwardRef, type ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  /** Lets a form move focus to the message. */
  id?: string;
  className?: string;
}

/**
 * A message box. Errors are announced at once (role="alert"), other tones politely (role="status").
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, children, id, className },
  ref,
) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
    >
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
});

/** The form-level error of a submit (the API's message when no field is to blame). */
export function FormError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <Alert tone="error" id={id}>
      {message}
    </Alert>
  );
}
