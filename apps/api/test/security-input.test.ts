import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { mailTemplates } from '../src/mail/templates.ts';
import { errorForLog } from '../src/shared/error-handler.ts';
import { findControlCharacter } from '../src/shared/security-hooks.ts';
import { withPageMeta } from '../src/web/page-meta.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Input and output: control characters, what logs and mails carry, page meta, the token checked before the input. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t?.close();
});

describe('8. NUL bytes and control characters', () => {
  it('refuses them in a query with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/activities?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('query.search');
    expect(res.json().message).toContain('query.search');
  });

  it('refuses them in a body string with 400 naming the field, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email: 'nul@example.cz', password: 'dlouhe heslo', name: 'Ja\u0000na', acceptTerms: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { field: 'body.name', message: 'Pole body.name obsahuje nepovolené řídicí znaky.' },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nul@example.cz', password: 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('keeps line breaks of a message but refuses them in a one-line value', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.cz', password: 'radek\nradek' },
    });
    expect(note.statusCode).toBe(401);
    const header = await t.app.inject({ method: 'GET', url: '/api/public/activities?search=a%0Ab' });
    expect(header.statusCode).toBe(400);
  });

  it('logs a failed query without its parameters', async () => {
    const failure = await t.db.execute(sql`select ${'scrypt$131072$8$1$tajna-sul$tajny-hash'}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).not.toContain('tajny-hash');
    expect(logged).toContain('Failed query');
  });
});

describe('what the log carries', () => {
  it('never logs query strings, link tokens or mailed links', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: '/nonexistent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      }),
      db: t.db,
      clock: t.clock,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    try {
      await app.inject({ method: 'GET', url: '/api/public/activities?search=tajne-hledani' });
      await app.inject({ method: 'GET', url: '/api/staff/invitation?token=tajny-token-pozvanky' });
      // a desk sale's payment link carries its token in the path
      await app.inject({ method: 'GET', url: '/api/pay/walk-in/tajnyTokenPlatebnihoOdkazu' });
      await app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          email: 'logy@example.cz',
          password: 'dlouhe heslo na kolo',
          name: 'Lída Logová',
          acceptTerms: true,
        },
      });
      await app.ctx.mailer.settled();
      const log = lines.join('');
      expect(log).toContain('/api/public/activities');
      expect(log).not.toContain('tajne-hledani');
      expect(log).not.toContain('tajny-token-pozvanky');
      expect(log).toContain('/api/pay/walk-in/');
      expect(log).not.toContain('tajnyTokenPlatebnihoOdkazu');
      expect(log).not.toContain('token=');
      expect(log).toContain('e-mail kept in the outbox');
    } finally {
      await app.close();
    }
  });
});

describe('7. mail leaves after the answer, through the outbox queue', () => {
  it('returns from send before a slow SMTP server has the message', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            received.push('mail');
            callback();
          }, 1500),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      db: t.db,
      log: pino({ level: 'silent' }),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Champions <noreply@champions.cz>',
    });
    try {
      const started = performance.now();
      await mailer.send(
        'pomaly@example.cz',
        'reset_password',
        mailTemplates.resetPassword('http://x/?token=abc'),
      );
      expect(performance.now() - started).toBeLessThan(1000);
      expect(received).toEqual([]);
      await mailer.settled();
      expect(received).toEqual(['mail']);
      const [row] = await t.db.select().from(emailOutbox).where(sql`${emailOutbox.to} = 'pomaly@example.cz'`);
      expect(row).toMatchObject({ status: 'sent', text: '', html: null });
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("7b. mail queued in the caller's transaction", () => {
  it('is never delivered when the transaction rolls back, and is delivered once it commits', async () => {
    const mailer = createMailer({
      db: t.db,
      log: pino({ level: 'silent' }),
      from: 'Champions <noreply@champions.cz>',
    });
    const rowsTo = (to: string) => t.db.select().from(emailOutbox).where(sql`${emailOutbox.to} = ${to}`);
    const content = mailTemplates.resetPassword('http://x/?token=abc');
    try {
      await expect(
        t.db.transaction(async (tx) => {
          await mailer.send('vraceno@example.cz', 'reset_password', content, tx);
          throw new Error('the change the mail tells about failed');
        }),
      ).rejects.toThrow('failed');
      await t.db.transaction(async (tx) => {
        await mailer.send('potvrzeno@example.cz', 'reset_password', content, tx);
      });
      await mailer.settled();
      // the step after the answer delivers it when the commit came first; the mail job otherwise
      await mailer.retryPending();
      expect(await rowsTo('vraceno@example.cz')).toEqual([]);
      expect(await rowsTo('potvrzeno@example.cz')).toMatchObject([{ status: 'logged' }]);
    } finally {
      await mailer.close();
    }
  });

  it('is delivered soon after a commit that comes after the answer, without waiting for the mail job', async () => {
    const mailer = createMailer({
      db: t.db,
      log: pino({ level: 'silent' }),
      from: 'Champions <noreply@champions.cz>',
    });
    const content = mailTemplates.resetPassword('http://x/?token=abc');
    try {
      await t.db.transaction(async (tx) => {
        await mailer.send('pozdni-commit@example.cz', 'reset_password', content, tx);
        // more work in the transaction: the step after the answer runs before the commit
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      await mailer.settled();
      const rows = await t.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.to} = 'pozdni-commit@example.cz'`);
      expect(rows).toMatchObject([{ status: 'logged' }]);
    } finally {
      await mailer.close();
    }
  });
});

describe('14. user text in mail templates', () => {
  it('renders a partner’s name as text, never as a link', () => {
    const both = mailTemplates.staffInvitation(
      'Zlo www.podvod.cz <a href="x">',
      'https://champions.cz/staff/signup?token=t',
    );
    for (const mail of [both.cs, both.en]) {
      expect(mail.html).not.toContain('<a href="x">');
      expect(mail.html).toContain('&lt;a href=&quot;x&quot;&gt;');
      expect(mail.text).not.toMatch(/www\.podvod\.cz/);
      expect(mail.text).toContain('www.\u200Bpodvod.\u200Bcz');
    }
  });
});

describe('15. page meta', () => {
  it('inserts names literally, even with $& or $` in them', () => {
    const html =
      '<html><head><title>Champions</title><meta name="description" content="x" /></head><body>TAJNE</body></html>';
    const out = withPageMeta(html, {
      title: "Jóga $& a $` a $'",
      description: 'Popis $&',
      url: 'https://champions.cz/aktivita/1',
    });
    expect(out).toContain('<title>Jóga $&amp; a $` a $&#39;</title>');
    expect(out.match(/TAJNE/g)).toHaveLength(1);
    expect(out.match(/<title>/g)).toHaveLength(1);
  });
});

describe('16. a protected call checks the token first', () => {
  it('answers 401, not a schema message, to GET /api/admin/1 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/1' });
    expect(res.statusCode).toBe(401);
    const nul = await t.app.inject({ method: 'GET', url: '/api/admin/%00' });
    expect(nul.statusCode).toBe(401);
    const body = await t.app.inject({ method: 'PUT', url: '/api/user/me', payload: { name: 1 } });
    expect(body.statusCode).toBe(401);
  });
});

describe('deeply nested JSON bodies', () => {
  const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const json = { 'content-type': 'application/json' };
  const TOO_DEEP = 'Požadavek je příliš hluboce vnořený (nejvýše 64 úrovní).';

  it('answers 400 in Czech on the login route, for an array and for an object 8 000 levels deep', async () => {
    for (const payload of [
      deepArray(8000),
      deepObject(8000),
      `{"email":"partner@champions.cz","password":"Champions123!","x":${deepArray(8000)}}`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: json, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP', message: TOO_DEEP });
    }
    // a body at the limit is read and checked as usual (here: no such account)
    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: `{"email":"nikdo@example.cz","password":"x","x":${deepArray(63)}}`,
    });
    expect(shallow.statusCode).toBe(401);
    const oneTooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: json,
      payload: `{"email":"nikdo@example.cz","password":"x","x":${deepArray(64)}}`,
    });
    expect(oneTooDeep.statusCode).toBe(400);
    expect(oneTooDeep.json().code).toBe('BODY_TOO_DEEP');
  });

  it('walks any depth for control characters without recursion', () => {
    let value: unknown = 'ko\u0000nec';
    for (let level = 0; level < 100_000; level++) value = level % 2 ? { a: value } : [value];
    const path = findControlCharacter(value, 'body');
    expect(path?.split('.')).toHaveLength(100_001);
    expect(path?.endsWith('.a.0')).toBe(true);
    expect(findControlCharacter(JSON.parse(deepObject(100_000)), 'body')).toBeNull();
  });

  it('answers 400 on an authenticated route and changes nothing', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'uzivatel@champions.cz', password: 'Champions123!' },
    });
    const token = login.json().token as string;
    const headers = { ...json, 'x-user-token': `Bearer ${token}` };
    const before = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(before.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: `{"name":"Jiné Jméno","extra":${deepObject(8000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP', message: TOO_DEEP });
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(after.json().name).toBe(before.json().name);
    expect(before.json().name).not.toBe('Jiné Jméno');
  });
});
