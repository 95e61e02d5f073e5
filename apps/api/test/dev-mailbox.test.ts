import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Without SMTP a newcomer reads the verification mail on the local mailbox page; production has none. */
describe('the local mailbox (outside production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference', env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('tells the web app that mail is not delivered and where the mailbox is', async () => {
    const res = await get('/api/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ smtp: false, mailboxPath: '/dev/mailbox' });
  });

  it('lists the verification mail newest first and opens it with a working link', async () => {
    for (const email of ['prvni@example.cz', 'druha@example.cz']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { email, password: 'Silne-heslo-42', name: 'Eva Nová', acceptTerms: true },
      });
      expect(res.statusCode).toBe(202);
    }
    const list = await get('/dev/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Vývojová schránka');
    expect(list.body.indexOf('druha@example.cz')).toBeLessThan(list.body.indexOf('prvni@example.cz'));

    const firstLink = /href="\/dev\/mailbox\/([0-9a-f-]{36})"/.exec(list.body);
    expect(firstLink).not.toBeNull();
    const message = await get(`/dev/mailbox/${firstLink![1]}`);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('druha@example.cz');
    const verify = /<a href="(http:\/\/[^"]+)">/.exec(message.body);
    expect(verify?.[1]).toMatch(/\/verify|\/overeni|token=/);
  });

  it('lists the attachments of a mail as download links; a document that is gone answers 404 in Czech', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    await t.app.ctx.mailer.send(
      'priloha@example.cz',
      'entry_purchased',
      { subject: 'Potvrzení nákupu: Jóga – Champions', text: 'Dobrý den,', html: '<p>Dobrý den,</p>' },
      undefined,
      { dedupeKey: 'test:attachments', attachments: [{ kind: 'receipt', id: missing }] },
    );
    await t.app.ctx.mailer.settled();
    const list = await get('/dev/mailbox');
    const link =
      /href="(\/dev\/mailbox\/[0-9a-f-]{36}\/attachments\/0)" download>Daňový doklad \(PDF\)</.exec(
        list.body,
      );
    expect(link).not.toBeNull();
    const gone = await get(link![1]!);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Tato příloha už neexistuje.');
    expect((await get(link![1]!.replace(/\/0$/, '/1'))).statusCode).toBe(404);
    expect((await get(link![1]!.replace(/\/0$/, '/x'))).statusCode).toBe(404);
  });

  it('names every kind of attachment in Czech: a credit note, an invoice, a payout statement', async () => {
    const id = '00000000-0000-4000-8000-000000000002';
    await t.app.ctx.mailer.send(
      'dobropis@example.cz',
      'payment_credit_note',
      { subject: 'Vrátili jsme vám platbu – Champions', text: 'Dobrý den,', html: '<p>Dobrý den,</p>' },
      undefined,
      {
        dedupeKey: 'test:credit-note-label',
        attachments: [
          { kind: 'credit_note', id },
          { kind: 'company_invoice', id },
          { kind: 'payout_statement', id },
        ],
      },
    );
    await t.app.ctx.mailer.settled();
    const list = (await get('/dev/mailbox')).body;
    const labels = [...list.matchAll(/\/attachments\/\d" download>([^<]+)</g)].map((m) => m[1]);
    expect(labels).toEqual(
      expect.arrayContaining(['Opravný daňový doklad (PDF)', 'Faktura (PDF)', 'Výpis k výplatě (PDF)']),
    );
    expect(list).not.toMatch(/download>(credit_note|company_invoice|payout_statement)</);
  });

  it('answers an unknown or malformed mail with its Czech not-found page', async () => {
    const unknown = await get('/dev/mailbox/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Tento e-mail ve schránce není.');
    expect((await get('/dev/mailbox/nic')).statusCode).toBe(404);
  });

  it('pages long outboxes and refuses a nonsense page number with a Czech message', async () => {
    for (const page of ['abc', '0', '-1', '1.5', '', '100001']) {
      const bad = await get(`/dev/mailbox?page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('text/html');
      expect(bad.body).toContain('Číslo stránky musí být celé číslo od 1 do 100 000.');
    }
    expect((await get('/dev/mailbox?page=1')).statusCode).toBe(200);
    const far = await get('/dev/mailbox?page=99');
    expect(far.statusCode).toBe(200);
    expect(far.body).not.toContain('druha@example.cz');
  });
});

describe('the local mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: 'reference',
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:9',
        UNSAFE_LOCAL_TEST_PAYMENTS: 'true',
        SELLER_NAME: 'Sportovní s.r.o.',
        SELLER_ADDRESS: 'Dlouhá 1, 110 00 Praha 1',
        SELLER_ICO: '27082440',
      },
    });
  });
  afterAll(async () => t?.close());

  it('does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});
