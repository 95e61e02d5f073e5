import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled <select> styled like the text fields. */
export function SelectField({ name, label, error, id, children, ...select }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p className="field__error" id={`${selectId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

/** A labelled multi-line text input. */
export function TextAreaField({ name, label, error, id, ...area }: TextAreaFieldProps) {
  const fallbackId = useId();
  const areaId = id ?? fallbackId;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        name={name}
        rows={5}
        className="field__input field__input--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...area}
      />
      {error && (
        <p className="field__error" id={`${areaId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
