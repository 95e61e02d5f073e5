import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DAY_MS } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChampionsSignature } from '../../../docs/examples/verify-webhook.mjs';
import { accounts, emailOutbox, jobs, webhookDeliveries, webhookEndpoints } from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { adminHeaders, customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * The partner's webhooks end to end, against a receiver on 127.0.0.1: signed deliveries (checked with
 * the very example of docs/webhooks.md), a booking and its cancellation in order, retries of a failing
 * receiver until it recovers, nothing for a rolled-back change, the switch-off after 3 days of failures
 * with its Czech e-mail, a resend, and another partner's endpoint not found.
 */
let t: TestApp;
let token: string;
let adminId: string;
let receiver: Server;
let url: string;
let answerStatus = 200;
const received: { headers: IncomingHttpHeaders; body: string; path: string | undefined }[] = [];

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: adminHeaders(token), ...(payload ? { payload } : {}) });

async function runJobs(): Promise<void> {
  const handlers = jobHandlers(t.app);
  for (let pass = 0; pass < 5; pass++) {
    const ran = await runDueJobs(t.db, handlers, t.clock.now(), (error) => {
      throw error;
    });
    if (ran === 0) return;
  }
}

const newCustomer = customerMaker(() => t, 'webhook-zakaznik', 'Zákazník');

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'admin', DEMO_ACCOUNTS.admin!);
  const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin!));
  adminId = admin!.id;
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, path: request.url });
      response.writeHead(answerStatus, { 'content-type': 'text/plain' });
      response.end(answerStatus === 200 ? 'ok' : 'Chyba přijímače');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});

describe('a partner’s webhook', () => {
  let endpointId: string;
  let secret: string;

  it('is added with its secret shown once; an address that is not https is refused in Czech', async () => {
    const refused = await call('POST', '/api/admin/webhooks', {
      url: 'http://example.cz/hook',
      types: ['booking.created'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].field).toBe('url');
    expect(refused.json().message).toContain('https://');

    const made = await call('POST', '/api/admin/webhooks', {
      url,
      types: ['booking.created', 'booking.cancelled', 'entry.admitted', 'slot.cancelled', 'payout.paid'],
    });
    expect(made.statusCode, made.body).toBe(201);
    secret = made.json().secret;
    endpointId = made.json().endpoint.id;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await call('GET', '/api/admin/webhooks');
    expect(list.json().endpoints).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(secret);
  });

  it('sends a booking, then its cancellation, signed with the secret (a tampered body fails)', async () => {
    const customer = await newCustomer(100_000);
    const [slot] = await partnerSlotsQuery(t, adminId, new Date(t.clock.now().getTime() + 2 * DAY_MS)).limit(
      1,
    );
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId, requestId: randomUUID() },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const ticketId = bought.json().entry.id;
    await runJobs();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${ticketId}/cancel`,
      headers: userHeaders(customer.token),
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runJobs();

    expect(received.map((r) => r.headers['champions-event'])).toEqual([
      'booking.created',
      'booking.cancelled',
    ]);
    for (const request of received) {
      const header = String(request.headers['champions-signature']);
      expect(verifyChampionsSignature(request.body, header, secret, 300, t.clock.now().getTime())).toBe(true);
      expect(verifyChampionsSignature(`${request.body} `, header, secret, 300, t.clock.now().getTime())).toBe(
        false,
      );
      expect(verifyChampionsSignature(request.body, header, 'whsec_jiny', 300, t.clock.now().getTime())).toBe(
        false,
      );
      expect(request.body).not.toContain(customer.email);
    }
    const booking = JSON.parse(received[0]!.body);
    expect(booking).toMatchObject({
      id: received[0]!.headers['champions-delivery'],
      type: 'booking.created',
      data: { bookingId: ticketId, slotId: slot!.slotId, activityId: slot!.activityId },
    });
    expect(booking.data.slotStartsAt).toBe(slot!.startsAt.toISOString());
    expect(JSON.parse(received[1]!.body).data.bookingId).toBe(ticketId);
  });

  it('queues nothing for a change that rolled back', async () => {
    const before = await t.db.select().from(webhookDeliveries);
    const [delivered] = await t.db.select().from(webhookDeliveries).limit(1);
    const ticketId = (delivered!.payload as { data: { bookingId: string } }).data.bookingId;
    const { events } = t.app.ctx;
    await expect(
      events.transaction(t.db, async (tx) => {
        await events.emit(tx, { type: 'entry.booked', ticketId, timeSlotId: null, lastPlace: false });
        expect((await tx.select().from(webhookDeliveries)).length).toBe(before.length + 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(before.length);
  });

  it('retries a receiver that fails, and delivers once it recovers', async () => {
    t.clock.advance(60_000);
    answerStatus = 500;
    const test = await call('POST', `/api/admin/webhooks/${endpointId}/test`);
    expect(test.statusCode, test.body).toBe(202);
    await runJobs();
    let page = (await call('GET', `/api/admin/webhooks/${endpointId}/deliveries`)).json();
    expect(page.deliveries[0]).toMatchObject({
      eventType: 'test',
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastResponseBody: 'Chyba přijímače',
    });
    answerStatus = 200;
    t.clock.advance(61_000);
    await runJobs();
    page = (await call('GET', `/api/admin/webhooks/${endpointId}/deliveries`)).json();
    expect(page.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    expect(page.pagination.total).toBe(3);
  });

  it('is switched off after 3 days of failures, its partner told in Czech; a resend still goes', async () => {
    t.clock.advance(60_000);
    answerStatus = 503;
    await call('POST', `/api/admin/webhooks/${endpointId}/test`);
    for (let hour = 0; hour < 24 * 4; hour++) {
      await runJobs();
      t.clock.advance(3_600_000);
    }
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, DEMO_ACCOUNTS.admin!), eq(emailOutbox.template, 'webhook_disabled')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Webhook jsme vypnuli');
    expect(mails[0]!.text).toContain('3 dny');

    const page = (await call('GET', `/api/admin/webhooks/${endpointId}/deliveries`)).json();
    const failed = page.deliveries[0];
    expect(failed.status).toBe('failed');
    answerStatus = 200;
    const resent = await call('POST', `/api/admin/webhooks/${endpointId}/deliveries/${failed.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(202);
    await runJobs();
    const after = (await call('GET', `/api/admin/webhooks/${endpointId}/deliveries`)).json();
    expect(after.deliveries[0]).toMatchObject({ id: failed.id, status: 'delivered' });
    const last = received.at(-1)!;
    expect(last.headers['champions-delivery']).toBe(failed.id);

    const on = await call('PUT', `/api/admin/webhooks/${endpointId}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('rotates its secret: the next delivery is signed with the new one', async () => {
    const rotated = await call('POST', `/api/admin/webhooks/${endpointId}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret;
    expect(fresh).not.toBe(secret);
    await call('POST', `/api/admin/webhooks/${endpointId}/test`);
    await runJobs();
    const last = received.at(-1)!;
    const header = String(last.headers['champions-signature']);
    expect(verifyChampionsSignature(last.body, header, fresh, 300, t.clock.now().getTime())).toBe(true);
    expect(verifyChampionsSignature(last.body, header, secret, 300, t.clock.now().getTime())).toBe(false);
    secret = fresh;
  });

  it('changes its address and events, checked as when adding; the secret stays', async () => {
    const edit = (payload: object) => call('PUT', `/api/admin/webhooks/${endpointId}`, payload);
    const notHttps = await edit({ url: 'http://example.cz/hook' });
    expect(notHttps.statusCode).toBe(400);
    expect(notHttps.json().details.fields[0].field).toBe('url');
    expect(notHttps.json().message).toContain('https://');
    const noEvents = await edit({ types: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().message).toContain('Vyberte aspoň jednu událost');
    const [before] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));

    const moved = await edit({ url: `${url}/nova`, types: ['booking.created', 'payout.paid'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ url: `${url}/nova`, types: ['booking.created', 'payout.paid'] });
    expect(moved.body).not.toContain('whsec_');
    const [after] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    expect(after!.secret).toBe(before!.secret);
    // the next delivery goes to the new address, signed with the secret the partner already has
    await call('POST', `/api/admin/webhooks/${endpointId}/test`);
    await runJobs();
    const last = received.at(-1)!;
    expect(last.path).toBe('/hook/nova');
    const header = String(last.headers['champions-signature']);
    expect(verifyChampionsSignature(last.body, header, secret, 300, t.clock.now().getTime())).toBe(true);
    // only the events chosen now are queued
    const { events } = t.app.ctx;
    const [delivered] = await t.db.select().from(webhookDeliveries).limit(1);
    const ticketId = (delivered!.payload as { data: { bookingId: string } }).data.bookingId;
    const count = async () => (await t.db.select().from(webhookDeliveries)).length;
    const queued = await count();
    await events.transaction(t.db, (tx) =>
      events.emit(tx, { type: 'entry.cancelled', ticketId, timeSlotId: null, freedFullSlot: false }),
    );
    expect(await count()).toBe(queued);
  });

  it('is another partner’s: not found, and nothing changes', async () => {
    const [other] = await t.db
      .insert(accounts)
      .values({ role: 'admin', email: 'jiny-partner@example.cz', name: 'Jiný partner' })
      .returning({ adminId: accounts.id });
    const [foreign] = await t.db
      .insert(webhookEndpoints)
      .values({
        adminId: other!.adminId!,
        url: 'https://example.cz/hook',
        secret: 'whsec_x',
        types: ['test'],
      })
      .returning();
    const [foreignDelivery] = await t.db
      .insert(webhookDeliveries)
      .values({ endpointId: foreign!.id, eventType: 'test', payload: {} })
      .returning();
    const jobsBefore = (await t.db.select().from(jobs)).length;
    for (const [method, path] of [
      ['GET', `/api/admin/webhooks/${foreign!.id}/deliveries`],
      ['PUT', `/api/admin/webhooks/${foreign!.id}`],
      ['DELETE', `/api/admin/webhooks/${foreign!.id}`],
      ['POST', `/api/admin/webhooks/${foreign!.id}/rotate-secret`],
      ['POST', `/api/admin/webhooks/${foreign!.id}/test`],
      ['POST', `/api/admin/webhooks/${foreign!.id}/deliveries/${foreignDelivery!.id}/resend`],
      ['POST', `/api/admin/webhooks/${endpointId}/deliveries/${foreignDelivery!.id}/resend`],
    ] as const) {
      const res = await call(method, path, method === 'PUT' ? { enabled: false } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const redirect = await call('PUT', `/api/admin/webhooks/${foreign!.id}`, {
      url: 'https://utocnik.example.cz/hook',
      types: ['booking.created'],
    });
    expect(redirect.statusCode).toBe(404);
    const [still] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, foreign!.id));
    expect(still).toMatchObject({
      enabled: true,
      secret: 'whsec_x',
      url: 'https://example.cz/hook',
      types: ['test'],
    });
    expect((await t.db.select().from(jobs)).length).toBe(jobsBefore);
  });

  it('is deleted with its deliveries', async () => {
    const removed = await call('DELETE', `/api/admin/webhooks/${endpointId}`);
    expect(removed.statusCode).toBe(200);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
    ).toEqual([]);
  });
});
