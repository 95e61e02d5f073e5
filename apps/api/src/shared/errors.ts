import type { Language } from '@champions/domain';
import { ERROR_CODES, type ErrorCode, type ErrorParams, errorMessage } from './error-codes.ts';

export interface AppErrorOptions {
  /** values for the `{name}` placeholders of the catalogue message (a day or an amount as a value) */
  params?: ErrorParams;
  /** machine-readable detail, e.g. `{ fields: [{ field, message }] }` */
  details?: unknown;
  /** a message other than the catalogue's (modules that have not moved to their own codes yet) */
  message?: string;
  /**
   * the English of `message`; without it an English request gets the code's English
   * message from the catalogue (error-messages-en.ts)
   */
  messageEn?: string;
  /** `details` as an English request gets them (field messages in English); without it `details` */
  detailsEn?: unknown;
  /** the status of a stored answer that is replayed as it was (idempotent requests) */
  status?: number;
}

/**
 * An error the API answers on purpose. It takes a code of the error table (error-codes.ts), which
 * gives the HTTP status and the Czech message: `throw new AppError('ACTIVITY_NOT_FOUND')`. The
 * error handler answers `messageIn(language)` of the request's language (Czech or English).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details?: unknown;
  readonly #english: string;
  readonly #detailsEn: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessage(code, options.params));
    this.code = code;
    this.name = new.target.name;
    this.statusCode = options.status ?? ERROR_CODES[code]?.status ?? 500;
    this.details = options.details;
    this.#english = options.messageEn ?? errorMessage(code, options.params, 'en');
    this.#detailsEn = options.detailsEn ?? options.details;
  }

  /** The message in a language: `message` is the Czech one. */
  messageIn(language: Language): string {
    return language === 'en' ? this.#english : this.message;
  }

  /** The details in a language (the field messages of `details.fields`). */
  detailsIn(language: Language): unknown {
    return language === 'en' ? this.#detailsEn : this.details;
  }
}

// The generic errors by status, kept for the modules that pass their own message (payments,
// subscriptions); new code throws `new AppError(<code>)` with a code of the table.

export class BadRequestError extends AppError {
  constructor(message?: string, details?: unknown) {
    super('BAD_REQUEST', { message, details });
  }
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super('NOT_FOUND', { message });
  }
}

export class TooManyRequestsError extends AppError {
  /** seconds until a retry may succeed (Retry-After) */
  readonly retryAfter?: number;

  constructor(message?: string, retryAfter?: number) {
    super('TOO_MANY_REQUESTS', { message });
    this.retryAfter = retryAfter;
  }
}

export class UnprocessableError extends AppError {
  constructor(message?: string, code: ErrorCode = 'UNPROCESSABLE', details?: unknown) {
    super(code, { message, details });
  }
}

/** A card was refused by the payment provider; the message is the provider's own. */
export class PaymentFailedError extends AppError {
  constructor(message: string, details?: unknown) {
    super('PAYMENT_FAILED', { message, details });
  }
}

/** The server is busy (e.g. too many password hashes at once); the client may retry after `retryAfter` seconds. */
export class ServiceUnavailableError extends AppError {
  readonly retryAfter: number;

  constructor(retryAfter: number, code: ErrorCode = 'SERVICE_UNAVAILABLE') {
    super(code);
    this.retryAfter = retryAfter;
  }
}

/** Seconds a client waits before repeating a call the payment provider did not answer. */
export const PROVIDER_RETRY_AFTER_SECONDS = 5;

/**
 * The payment provider did not answer (in time): nothing was decided, the payment is reconciled later
 * and the same call (its Idempotency-Key) may be repeated after Retry-After.
 */
export class ProviderUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(PROVIDER_RETRY_AFTER_SECONDS, 'PROVIDER_UNAVAILABLE');
  }
}

/** A 400 that names the field it is about (`details.fields`), with the code's message for both. */
export function fieldError(code: ErrorCode, field: string, params?: ErrorParams): AppError {
  const fields = (language: Language) => ({
    fields: [{ field, message: errorMessage(code, params, language) }],
  });
  return new AppError(code, { params, details: fields('cs'), detailsEn: fields('en') });
}
