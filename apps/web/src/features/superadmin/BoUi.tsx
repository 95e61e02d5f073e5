import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';

/** Small building blocks of the back office's pages. */

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
}

export function SelectField({ name, label, id, children, ...select }: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} name={name} className="field__input" {...select}>
        {children}
      </select>
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
  error?: string | undefined;
}

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
        rows={3}
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

/** Loading and error states of a list. */
export function ListState({
  isPending,
  isError,
  error,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  error: string;
  retry: () => void;
}) {
  if (isPending) return <p role="status">{t('form.loading')}</p>;
  if (isError)
    return (
      <Alert tone="error">
        {error}{' '}
        <Button variant="link" onClick={retry}>
          {t('boUsers.retry')}
        </Button>
      </Alert>
    );
  return null;
}

/** Previous / next of a server-paged list. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="bo-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('boUsers.previous')}
      </Button>
      <span>{t('boUsers.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('boUsers.next')}
      </Button>
    </nav>
  );
}

export const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const dateOnly = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' });
