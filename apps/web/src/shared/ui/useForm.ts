import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiFieldErrors, type FieldErrors, responseMessage } from '../api/index.ts';
import { t } from '../i18n/index.ts';

/** What the form needs of a zod schema (the contract's schemas), without importing zod here. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** First message per top-level field of a failed parse. */
export function schemaFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The message to show for a failed submit: the API's Czech message, or a Czech fallback. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('form.networkError');
    const message = responseMessage(error.body);
    if (message && error.status < 500) return message;
    return t('form.serverError');
  }
  return t('form.serverError');
}

export interface UseForm<T> {
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  formError: string | null;
  pending: boolean;
  /** Id for the form-level error, so that focus can go there. */
  errorId: string;
  /**
   * Validates `values` with the schema, then runs `action` with the parsed data. Shows field messages
   * (the schema's or the API's `details.fields`) next to their inputs, otherwise the API message, and
   * moves focus to the first invalid field or to the message.
   */
  submit: (values: unknown, action: (data: T) => Promise<void>) => Promise<void>;
  /** `onSubmit` of a form whose values are read with `read(formData)`. */
  handleSubmit: (
    read: (data: FormData) => unknown,
    action: (data: T) => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Clears a field's message (call on change). */
  clearError: (name: string) => void;
  setFormError: (message: string | null) => void;
}

let formCounter = 0;

/** Client and server validation, loading state and focus handling of one form. */
export function useForm<T>(schema: FormSchema<T>): UseForm<T> {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [errorId] = useState(() => `form-error-${++formCounter}`);

  // After a failed attempt, focus the first invalid field, else the message.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else document.getElementById(errorId)?.focus();
  }, [attempt, errorId]);

  const submit = useCallback(
    async (values: unknown, action: (data: T) => Promise<void>) => {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setErrors(schemaFieldErrors(parsed.error.issues));
        setFormError(null);
        setAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setFormError(null);
      setPending(true);
      try {
        await action(parsed.data);
      } catch (error) {
        const fields = apiFieldErrors(error);
        const known = Object.keys(fields).filter((name) =>
          formRef.current?.querySelector(`[name="${CSS.escape(name)}"]`),
        );
        if (known.length > 0) {
          setErrors(fields);
        } else {
          setFormError(submitErrorMessage(error));
        }
        setAttempt((n) => n + 1);
      } finally {
        setPending(false);
      }
    },
    [schema],
  );

  const handleSubmit = useCallback(
    (read: (data: FormData) => unknown, action: (data: T) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit(read(new FormData(event.currentTarget)), action);
      },
    [submit],
  );

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  return { formRef, errors, formError, pending, errorId, submit, handleSubmit, clearError, setFormError };
}

/** A trimmed text value of a FormData ('' when missing). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
