import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
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

// Buttons and message boxes have modules of their own (pages without a form need no fields).
export { Alert, FormError } from './Alert.tsx';
export { Button } from './Button.tsx';
