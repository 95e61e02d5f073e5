/** Typed API errors; `registerErrorHandler` maps them to status codes in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: unknown) {
    super(400, 'BAD_REQUEST', message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Přihlaste se prosím.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'K této akci nemáte oprávnění.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Nenalezeno.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(409, 'CONFLICT', message, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.') {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

export class UnprocessableError extends AppError {
  constructor(message: string, code = 'UNPROCESSABLE', details?: unknown) {
    super(422, code, message, details);
  }
}

/** A card was refused by the payment provider; the message is the provider's own. */
export class PaymentFailedError extends AppError {
  constructor(message: string, details?: unknown) {
    super(402, 'PAYMENT_FAILED', message, details);
  }
}

/** The payment provider did not answer (in time); the payment is reconciled later. */
export class ProviderUnavailableError extends AppError {
  constructor(message = 'Platební brána neodpověděla. Zkuste to prosím za chvíli.') {
    super(503, 'PROVIDER_UNAVAILABLE', message);
  }
}
