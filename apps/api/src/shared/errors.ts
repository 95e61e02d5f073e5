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
  constructor(
    message = 'Příliš mnoho pokusů. Zkuste to prosím za chvíli.',
    /** seconds until a retry may succeed (Retry-After) */
    readonly retryAfter?: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/** The server is busy (e.g. too many password hashes at once); the client may retry after `retryAfter` seconds. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}
