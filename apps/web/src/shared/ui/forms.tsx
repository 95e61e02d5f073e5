import {
  type ButtonHTMLAttributes,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { t } from '../i18n/index.ts';
import { EyeIcon, EyeOffIcon } from './areaIcons.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  /** The field's error message; marks the input invalid and is read with it. */
  error?: string;
  /** A short help text under the input. */
  hint?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/** A labelled text input with its hint and error message. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { name, label, error, hint, id, className, type = 'text', ...input },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && `${inputId}-hint`, error && `${inputId}-error`)}
        {...input}
      />
      {hint !== undefined && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(
  { name, label, error, hint, id, className, ...input },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type={visible ? 'text' : 'password'}
          className="field__input field__input--with-action"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && `${inputId}-hint`, error && `${inputId}-error`)}
          {...input}
        />
        <button
          type="button"
          className="field__action"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          title={t(visible ? 'form.hidePassword' : 'form.showPassword')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint !== undefined && (
        <p className="field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type'> {
  name: string;
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label (which may hold links) and error message. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { name, label, error, id, className, ...input },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={`checkbox${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={ref}
        id={inputId}
        name={name}
        type="checkbox"
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      <label className="checkbox__label" htmlFor={inputId}>
        {label}
      </label>
      {error && (
        <p className="field__error checkbox__error" id={`${inputId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
});

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
