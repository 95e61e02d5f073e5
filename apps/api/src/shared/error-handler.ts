import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode, errorMessage, STATUS_TEXT } from './error-codes.ts';
import { AppError } from './errors.ts';

function body(statusCode: number, code: ErrorCode, message: string, details?: unknown) {
  return {
    statusCode,
    code,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
  };
}

/** Maps every error to one JSON shape (the contract's `errorBody`): { statusCode, code, error, message, details? }. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      const first = fields[0];
      const message = first
        ? errorMessage('VALIDATION_ERROR', { field: first.field, reason: first.message ?? '' })
        : errorMessage('BAD_REQUEST');
      return reply.status(400).send(body(400, 'VALIDATION_ERROR', message, { fields }));
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body(500, 'INTERNAL', errorMessage('INTERNAL')));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(500, 'INTERNAL', errorMessage('INTERNAL')));
    }
    // Fastify's and its plugins' own 4xx (a body too large, bad JSON, a rate limit): the code and Czech
    // message of the status from the table; their English text stays in details for developers.
    const code = codeForStatus(status);
    return reply.status(status).send(body(status, code, errorMessage(code), { reason: error.message }));
  });
}

export function apiNotFoundBody(method: string, url: string) {
  return body(404, 'NOT_FOUND', errorMessage('ROUTE_NOT_FOUND', { method, path: url.split('?')[0] ?? url }));
}
