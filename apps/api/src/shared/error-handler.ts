import { SCHEMA_TEXTS_EN } from '@champions/contract';
import { type Language, preferredLanguage } from '@champions/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost.ts';
import { codeForStatus, type ErrorCode, errorMessage, STATUS_TEXT } from './error-codes.ts';
import { AppError, ServiceUnavailableError, TooManyRequestsError } from './errors.ts';
import { englishFieldMessage } from './field-messages.ts';

/** The language of an error answer: English when the request's Accept-Language prefers it. */
export const answerLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  preferredLanguage(request.headers['accept-language']);

/** A pool reconnects within a second or two; clients retry after this. */
const DATABASE_RETRY_AFTER_SECONDS = 2;

function body(statusCode: number, code: ErrorCode, message: string, details?: unknown) {
  return {
    statusCode,
    code,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(details ? { details } : {}),
  };
}

/**
 * An error as it may be logged: type, code and message without the values of a failed query (drizzle
 * puts "params: ..." with e.g. a password hash into its message), and stack frames only.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  const clean = (text: string) => text.split(/\nparams:/)[0]!.slice(0, 2000);
  const cause = error.cause instanceof Error ? error.cause : null;
  return {
    type: error.name,
    message: clean(error.message),
    ...('code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
    ...(cause
      ? {
          cause: {
            type: cause.name,
            // database messages quote the offending value ("invalid input syntax ... \"value\"")
            message: clean(cause.message).replace(/"[^"]*"/g, '"…"'),
            ...('code' in cause && typeof cause.code === 'string' ? { code: cause.code } : {}),
          },
        }
      : {}),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 15)
      .join('\n'),
  };
}

/**
 * Maps every error to one JSON shape (the contract's `errorBody`): { statusCode, code, error, message,
 * details? }; `message` (and the field messages) in the request's language, Czech or English.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = answerLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: language === 'en' ? englishFieldMessage(issue, SCHEMA_TEXTS_EN) : issue.message,
      }));
      const first = fields[0];
      const message = first
        ? errorMessage('VALIDATION_ERROR', { field: first.field, reason: first.message ?? '' }, language)
        : errorMessage('BAD_REQUEST', {}, language);
      return reply.status(400).send(body(400, 'VALIDATION_ERROR', message, { fields }));
    }
    if (error instanceof AppError) {
      if (
        (error instanceof ServiceUnavailableError || error instanceof TooManyRequestsError) &&
        error.retryAfter !== undefined
      ) {
        reply.header('retry-after', String(error.retryAfter));
      }
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.messageIn(language), error.detailsIn(language)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        {
          err: errorForLog(error),
          issues: error.cause.issues.map((issue) => ({ path: issue.path, code: issue.code })),
        },
        'response does not match its schema',
      );
      return reply.status(500).send(body(500, 'INTERNAL', errorMessage('INTERNAL', {}, language)));
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: errorForLog(error) }, 'database connection lost during the request');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send(body(503, 'DATABASE_UNAVAILABLE', errorMessage('DATABASE_UNAVAILABLE', {}, language)));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: errorForLog(error) }, 'unhandled error');
      return reply.status(500).send(body(500, 'INTERNAL', errorMessage('INTERNAL', {}, language)));
    }
    // Fastify's and its plugins' own 4xx (a body too large, bad JSON, a rate limit): the code and
    // message of the status from the table; their own English text stays in details for developers.
    const code = codeForStatus(status);
    return reply
      .status(status)
      .send(body(status, code, errorMessage(code, {}, language), { reason: error.message }));
  });
}

export function apiNotFoundBody(method: string, url: string, language: Language = 'cs') {
  const path = url.split('?')[0] ?? url;
  return body(404, 'NOT_FOUND', errorMessage('ROUTE_NOT_FOUND', { method, path }, language));
}
