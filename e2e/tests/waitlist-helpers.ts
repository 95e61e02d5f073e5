import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { registerAndVerify } from '../accounts.ts';
import { uniqueEmail } from '../mailbox.ts';

/** the demo accounts' password */
export const DEMO_PASSWORD = 'Champions123!';
/** a new customer's password (the demo one is on the common-password list) */
export const NEW_PASSWORD = 'Silne-heslo-2026';
export const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

type Role = 'user' | 'admin' | 'staff' | 'trainer' | 'superadmin';
const header = (role: Role, token: string) => ({
  [`X-${role[0]!.toUpperCase()}${role.slice(1)}-Token`]: `Bearer ${token}`,
});

export interface Session {
  role: Role;
  token: string;
  email: string;
  headers: Record<string, string>;
}

/** Signs in for real through the API (the password is hashed and checked like in the form). */
export async function apiLogin(
  request: APIRequestContext,
  role: Role,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const answer = await request.post(`/api/${role}/login`, { data: { email, password } });
  expect(answer.status(), `login of ${email}`).toBe(200);
  const token = (await answer.json()).token as string;
  return { role, token, email, headers: header(role, token) };
}

/** A new verified customer (the e-mail link from the mail sink), signed in. */
export async function newCustomer(
  request: APIRequestContext,
  prefix: string,
  name: string,
  project: string,
): Promise<Session> {
  const email = uniqueEmail(prefix, project);
  await registerAndVerify(request, { email, password: NEW_PASSWORD, name });
  return apiLogin(request, 'user', email, NEW_PASSWORD);
}

/** The back office grants the customer credit (audited, with its reason), so she can pay from it. */
export async function grantCredit(
  request: APIRequestContext,
  customer: Session,
  amount: number,
  reason: string,
): Promise<void> {
  const me = (await (await request.get('/api/user/me', { headers: customer.headers })).json()) as {
    id: string;
  };
  const backOffice = await apiLogin(request, 'superadmin', 'admin@champions.cz');
  const granted = await request.post(`/api/superadmin/users/${me.id}/credits`, {
    headers: { ...backOffice.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { direction: 'grant', amount, reason },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
}

/** Saves the test card 4242 as the customer's card (setup intent, the built-in provider, sync). */
export async function saveCard(request: APIRequestContext, user: Session): Promise<void> {
  const setup = await request.post('/api/user/payment-methods/setup-intent', { headers: user.headers });
  expect(setup.ok()).toBe(true);
  const { setupIntentId, clientSecret } = (await setup.json()) as {
    setupIntentId: string;
    clientSecret: string;
  };
  const confirmed = await request.post('/api/user/payments/local/confirm', {
    headers: user.headers,
    data: { clientSecret, card: CARD },
  });
  expect((await confirmed.json()).status).toBe('succeeded');
  const synced = await request.post(
    `/api/user/payment-methods/setup-intent/${encodeURIComponent(setupIntentId)}/sync`,
    { headers: user.headers },
  );
  expect((await synced.json()).paymentMethods).toHaveLength(1);
}

/** Buys an entry of a slot paid by the card 4242 (the card modal's calls); answers the ticket id. */
export async function buyByCard(
  request: APIRequestContext,
  user: Session,
  slot: { timeSlotId: string; optionId: string },
): Promise<string> {
  const started = await request.post('/api/user/entries', { headers: user.headers, data: slot });
  expect(started.status(), await started.text()).toBe(202);
  const payment = (await started.json()).payment as { paymentId: string; clientSecret: string };
  const confirmed = await request.post('/api/user/payments/local/confirm', {
    headers: user.headers,
    data: { clientSecret: payment.clientSecret, card: CARD },
  });
  expect((await confirmed.json()).status).toBe('succeeded');
  const synced = await request.post(`/api/user/payments/${payment.paymentId}/sync`, {
    headers: user.headers,
  });
  expect(synced.ok()).toBe(true);
  const entry = await request.get(`/api/user/payments/${payment.paymentId}/entry`, {
    headers: user.headers,
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  return ((await entry.json()) as { id: string }).id;
}

const pragueDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(at);
const pragueTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

export interface OwnSlot {
  activityId: string;
  activityName: string;
  timeSlotId: string;
  optionId: string;
  day: string;
  startsAt: string;
}

/**
 * A fresh time slot of one of the partner's published activities, created through the partner's API:
 * about 3 hours ahead (cancelling still returns the money; the reception admits it only when it confirms
 * the other time, see `scanConfirmed`), at a
 * random minute so parallel runs do not meet, with the given capacity.
 */
export async function createOwnSlot(
  request: APIRequestContext,
  partner: Session,
  capacity: number,
): Promise<OwnSlot> {
  const list = (await (await request.get('/api/admin/activities', { headers: partner.headers })).json()) as {
    activities: {
      id: string;
      name: string;
      published: boolean;
      venuePublished: boolean;
      championsPlaces: number | null;
      durationMinutes: number;
    }[];
  };
  const activity = list.activities.find((a) => a.published && a.venuePublished && a.championsPlaces === null);
  if (!activity) throw new Error('the partner has no published activity without a capacity share');
  const detail = (await (await request.get(`/api/public/activities/${activity.id}`)).json()) as {
    options: { id: string }[];
  };
  for (let attempt = 0; attempt < 10; attempt++) {
    const minutes = 170 + Math.floor(Math.random() * 60);
    const at = new Date(Math.floor((Date.now() + minutes * 60_000) / 60_000) * 60_000);
    const day = pragueDate(at);
    const created = await request.post('/api/admin/slots', {
      headers: partner.headers,
      data: { activityId: activity.id, date: day, time: pragueTime(at), durationMinutes: 60, capacity },
    });
    expect(created.status(), await created.text()).toBe(201);
    if ((await created.json()).created !== 1) continue;
    const slots = (await (
      await request.get(`/api/public/activities/${activity.id}/slots?date=${day}`)
    ).json()) as {
      slots: { id: string; startsAt: string; free: number }[];
    };
    const slot = slots.slots.find((s) => new Date(s.startsAt).getTime() === at.getTime());
    if (!slot) throw new Error('the new slot is not in the public list');
    expect(slot.free).toBe(capacity);
    return {
      activityId: activity.id,
      activityName: activity.name,
      timeSlotId: slot.id,
      optionId: detail.options[0]!.id,
      day,
      startsAt: slot.startsAt,
    };
  }
  throw new Error('no free minute for a new slot');
}

/** The card's current code as the QR shows it (HOTP-SHA256 over 30 s steps, like the card page). */
export async function cardPayload(request: APIRequestContext, user: Session): Promise<string> {
  const card = (await (await request.get('/api/user/card', { headers: user.headers })).json()) as {
    userId: string;
    secret: string;
    stepSeconds: number;
    digits: number;
  };
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / card.stepSeconds)));
  const mac = createHmac('sha256', Buffer.from(card.secret, 'hex')).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  const code = String(value % 10 ** card.digits).padStart(card.digits, '0');
  return `CH1.${card.userId}.${code}`;
}

/**
 * The reception scans a code with the door's API. A ticket of a slot that is not on now (these
 * journeys' slots start hours ahead) is only named, with `otherTime`; the reception then confirms it
 * with a second call naming the ticket, as the scan screen's 'Přesto vpustit' does. Answers the last answer.
 */
export async function scanConfirmed(
  request: APIRequestContext,
  headers: Record<string, string>,
  code: string,
): Promise<Record<string, unknown>> {
  const scan = (extra: Record<string, string> = {}) =>
    request.post('/api/staff/entries/scan', { headers, data: { code, ...extra } });
  const first = await scan();
  expect(first.status(), await first.text()).toBe(200);
  const answer = (await first.json()) as { otherTime?: { ticketId: string } };
  if (!answer.otherTime) return answer;
  const confirmed = await scan({ confirmTicketId: answer.otherTime.ticketId });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as Record<string, unknown>;
}

/** Opens a page of the app signed in with a real token (stored before any script runs). */
export async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `champions.token.${session.role}`,
    session.token,
  ] as const);
  await page.goto(path);
}
