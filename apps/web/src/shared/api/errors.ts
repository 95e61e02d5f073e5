import { t } from '../i18n/index.ts';

/** An HTTP or network failure of `apiFetch`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;
  /** The parsed JSON body of the answer (or its text), if any. */
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown = undefined) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

const UNKNOWN_ERROR = 'Unknown error';

/** The Czech message of a failure whose answer carries none: no connection, a server error, another status. */
export function httpFailureMessage(status: number): string {
  if (status === 0) return t('error.network');
  return status >= 500 ? t('error.server') : t('error.request', { status });
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** `message` or `error` of a response body, if it carries one. */
export function responseMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return nonEmpty(record.message) ?? nonEmpty(record.error);
}

/**
 * SPEC 8, "any store-level failure": the message from the response, else the error's message,
 * else 'Unknown error'.
 */
export function storeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fromResponse = responseMessage(error.body);
    if (fromResponse) return fromResponse;
  }
  if (error instanceof Error) return nonEmpty(error.message) ?? UNKNOWN_ERROR;
  if (typeof error === 'object' && error !== null) {
    return nonEmpty((error as Record<string, unknown>).message) ?? UNKNOWN_ERROR;
  }
  return UNKNOWN_ERROR;
}

/** Messages by form field name, e.g. { email: 'Zadejte platný e-mail.' }. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The field messages of an API error body (`details.fields: [{ field: 'body.email', message }]`),
 * keyed by the field name without the 'body.' (or 'query.') prefix; the first message per field wins.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const details = (error.body as { details?: unknown }).details;
  const fields = (details as { fields?: unknown } | undefined)?.fields;
  const result: FieldErrors = {};
  if (!Array.isArray(fields)) return result;
  for (const entry of fields as unknown[]) {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = field.replace(/^(body|query|params)\./, '');
    result[name] ??= message;
  }
  return result;
}
