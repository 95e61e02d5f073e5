import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, oneTimeTokens } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

/**
 * Forgot-password must not tell whether an address has an account: not by its answer, and not by the
 * time the answer takes. Times are measured in bench/forgot-password-timing.ts; here the proof is
 * structural: both answers are the same bytes, and both are preceded by the same database work.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const KNOWN = 'uzivatel@champions.cz';
const UNKNOWN = 'nikdo-takovy@example.cz';
/** where the answer was sent among the recorded statements */
const ANSWERED = '-- answered --';
const statements: string[] = [];

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/** Records the text of every statement the app's database runs (transactions included). */
function recordStatements(t: TestApp) {
  const { session } = t.db as unknown as {
    session: { logger: QueryLogger; options: { logger?: QueryLogger } };
  };
  const logger: QueryLogger = { logQuery: (query) => statements.push(query.replace(/\s+/g, ' ').trim()) };
  session.logger = logger;
  session.options.logger = logger;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' },
    beforeReady: (app) => {
      app.addHook('onSend', async () => {
        statements.push(ANSWERED);
      });
    },
  });
  recordStatements(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let address = 0;
/** One forgot-password request (from an address of its own) and the statements before and after its answer. */
async function forgot(email: string) {
  statements.length = 0;
  const mailsBefore = smtp.received.length;
  address++;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/forgot-password',
    payload: { email },
    remoteAddress: `203.0.113.${address}`,
  });
  const cut = statements.indexOf(ANSWERED);
  expect(cut).toBeGreaterThan(0);
  return {
    response,
    beforeAnswer: statements.slice(0, cut),
    afterAnswer: statements.slice(cut + 1),
    mails: smtp.received.slice(mailsBefore),
  };
}

const comparableHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

describe('forgot-password for a registered and an unknown address', () => {
  it('answers the same status, body and headers', async () => {
    const known = await forgot(KNOWN);
    const unknown = await forgot(UNKNOWN);
    expect(known.response.statusCode).toBe(202);
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.body).toBe(known.response.body);
    expect(comparableHeaders(unknown.response.headers)).toEqual(comparableHeaders(known.response.headers));
  });

  it('does the same work before answering: the same queries, a hashed token stored, an e-mail queued', async () => {
    const known = await forgot(KNOWN);
    const unknown = await forgot(UNKNOWN);

    expect(unknown.beforeAnswer).toEqual(known.beforeAnswer);
    expect(known.beforeAnswer.filter((q) => q.startsWith('insert into "one_time_tokens"'))).toHaveLength(1);
    expect(known.beforeAnswer.filter((q) => q.startsWith('insert into "email_outbox"'))).toHaveLength(1);

    // only the registered address receives anything
    expect(known.mails.map((mail) => mail.to)).toEqual([KNOWN]);
    expect(unknown.mails).toEqual([]);
    // the unknown address's token was made and hashed like a link, but belongs to nobody and is used up
    const decoys = await t.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'reset_password'), isNull(oneTimeTokens.accountId)));
    expect(decoys.length).toBeGreaterThan(0);
    for (const decoy of decoys) {
      expect(decoy.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(decoy.email).toBeNull();
      expect(decoy.usedAt).not.toBeNull();
    }
    // its queued message was never claimed for delivery and is gone from the outbox
    expect(unknown.afterAnswer.some((q) => q.includes("status = 'sending'"))).toBe(false);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.status} = 'decoy' or ${emailOutbox.to} = ${UNKNOWN}`);
    expect(left!.n).toBe(0);
  });

  it('does the same work for an account past its hourly links as for an unknown address', async () => {
    const email = 'karla-limit@example.cz';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email, password: 'dlouhe heslo na kolo', name: 'Karla Limitová', acceptTerms: true },
    });
    expect(register.statusCode).toBe(202);
    const sent = [];
    for (let i = 0; i < 3; i++) sent.push(await forgot(email));
    expect(sent.flatMap((request) => request.mails)).toHaveLength(3);

    const overLimit = await forgot(email);
    const unknown = await forgot(UNKNOWN);
    expect(overLimit.mails).toEqual([]);
    expect(overLimit.beforeAnswer).toEqual(unknown.beforeAnswer);
    expect(overLimit.beforeAnswer).toEqual(sent[0]!.beforeAnswer);
    expect(overLimit.response.body).toBe(sent[0]!.response.body);
  });
});
