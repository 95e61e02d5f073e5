import { createHash, randomUUID } from 'node:crypto';
import { idempotencyKeyHeader } from '@champions/contract';
import type { Database } from '../../db/client.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { AppError, UnprocessableError } from '../../shared/errors.ts';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  forgetIdempotencyKey,
  saveIdempotentAnswer,
  saveIdempotentError,
  selectIdempotencyKey,
} from './idempotency-repository.ts';

/** Stable JSON (sorted keys), so the same body always hashes the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (body: unknown) => createHash('sha256').update(stable(body)).digest('hex');

/** The optional Idempotency-Key header, checked; a bad one is 400. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeyHeader.safeParse(raw);
  if (!parsed.success)
    throw new AppError('IDEMPOTENCY_KEY_INVALID', { message: parsed.error.issues[0]?.message });
  return parsed.data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

/**
 * Runs a payment-creating call once per (account, scope, key), as Stripe does: a repeat with the
 * same body answers the first answer (status and body); the same key with another body is refused
 * with 422 and changes nothing; concurrent duplicates wait for the first to finish and answer what
 * it answered. Without a key the call simply runs. Errors the client caused (4xx) are remembered
 * too; a failure on our side (5xx, provider timeout) forgets the key so that a retry runs again
 * (payments resume from their own unique (user, idempotency key) row, so nothing is made twice).
 */
export async function runIdempotent<T>(
  db: Database,
  input: { accountId: string; scope: string; key: string | undefined; body: unknown },
  run: (key: string) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  if (!input.key) {
    const answer = await run(randomUUID());
    return { ...answer, replayed: false };
  }
  const key = input.key;
  const hash = requestHash(input.body);
  const id = { accountId: input.accountId, scope: input.scope, key };
  const claimed = await claimIdempotencyKey(db, id, hash);
  if (!claimed) {
    const deadline = performance.now() + 15_000;
    for (;;) {
      const row = await selectIdempotencyKey(db, id);
      if (!row) {
        // the first attempt failed on our side and let the key go: run again
        return runIdempotent(db, input, run);
      }
      if (row.requestHash !== hash) {
        throw new UnprocessableError(undefined, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (row.statusCode !== null) {
        return { statusCode: row.statusCode, body: row.response as T, replayed: true };
      }
      if (performance.now() > deadline) throw new AppError('IDEMPOTENT_REQUEST_IN_PROGRESS');
      await sleep(20);
    }
  }
  try {
    const answer = await run(key);
    await saveIdempotentAnswer(db, id, { statusCode: answer.statusCode, response: answer.body as object });
    return { ...answer, replayed: false };
  } catch (error) {
    if (
      error instanceof AppError &&
      error.statusCode < 500 &&
      error.statusCode !== 409 &&
      error.statusCode !== 429
    ) {
      const body = { statusCode: error.statusCode, code: error.code, message: error.message };
      await saveIdempotentError(db, id, { statusCode: error.statusCode, response: body });
    } else {
      await forgetIdempotencyKey(db, id);
    }
    throw error;
  }
}

/** Answers a replayed error as an error again (the stored body of a 4xx). */
export class ReplayedError extends AppError {}

export function replayAnswer<T>(answer: IdempotentAnswer<T>): T {
  if (answer.statusCode >= 400) {
    const body = answer.body as unknown as { code: string; message: string };
    throw new ReplayedError(body.code as ErrorCode, { message: body.message, status: answer.statusCode });
  }
  return answer.body;
}

/**
 * An answer is replayed for this long after its key was first used (Stripe keeps its keys 24 hours; a
 * repeat a week later is a new request, not a retry); the hourly 'jobs.prune' deletes older keys.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/** Deletes the keys older than IDEMPOTENCY_KEY_RETENTION_DAYS; answers how many. */
export const pruneIdempotencyKeys = (db: Database, now: Date) =>
  deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * 24 * 3_600_000));
