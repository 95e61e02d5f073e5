import { and, asc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, activities, activityOptions, timeSlots, venues } from '../src/db/schema.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import type { TestApp } from './harness.ts';

/** The demo accounts' password (seeded). */
export const DEMO_PASSWORD = 'Champions123!';

/** Signs a demo account in through the API and returns its token. */
export async function loginAs(t: TestApp, role: string, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

export const userHeaders = (token: string) => ({ 'x-user-token': `Bearer ${token}` });
export const adminHeaders = (token: string) => ({ 'x-admin-token': `Bearer ${token}` });

/**
 * Makes a verified customer straight in the database with a token signed directly (a race of 20 users
 * needs 20 sessions, not 20 password checks). `label` names the e-mail and the name: `nahradnik` →
 * nahradnik3@example.cz, "Náhradník 3" when `name` is "Náhradník".
 */
export function customerMaker(t: () => TestApp, label: string, name: string) {
  let count = 0;
  return async (credits = 0, passwordHash: string | null = null) => {
    count += 1;
    const email = `${label}${count}@example.cz`;
    const [row] = await t()
      .db.insert(accounts)
      .values({
        role: 'user',
        email,
        name: `${name} ${count}`,
        passwordHash,
        emailVerifiedAt: t().clock.now(),
      })
      .returning({ id: accounts.id });
    // credits through the ledger, as every balance is its ledger's sum (the money audit checks it)
    if (credits > 0)
      await appendCredit(t().db, {
        userId: row!.id,
        amount: credits,
        reason: 'adjustment',
        reference: email,
      });
    const token = await t().app.ctx.tokens.sign({ id: row!.id, email, role: 'user', tv: 0 });
    return { id: row!.id, token, email };
  };
}

/** The partner's upcoming slots (from `after`), each with the first option of its activity. */
export function partnerSlotsQuery(
  t: TestApp,
  partnerId: string,
  after: Date,
  ...more: ReturnType<typeof eq>[]
) {
  return t.db
    .select({
      slotId: timeSlots.id,
      startsAt: timeSlots.startsAt,
      activityId: activities.id,
      optionId: activityOptions.id,
      price: activityOptions.price,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .innerJoin(
      activityOptions,
      and(eq(activityOptions.activityId, activities.id), eq(activityOptions.sortOrder, 0)),
    )
    .where(and(eq(venues.adminId, partnerId), gt(timeSlots.startsAt, after), ...more))
    .orderBy(asc(timeSlots.startsAt), asc(timeSlots.id));
}

/**
 * Runs `atDoor` with the app's clock 10 minutes before `startsAt` (the slot is then the one on now
 * at the door, which a scan admits without asking), and puts the clock back afterwards.
 */
export async function atTheDoor<T>(t: TestApp, startsAt: Date, atDoor: () => Promise<T>): Promise<T> {
  const before = t.clock.now();
  t.clock.set(new Date(startsAt.getTime() - 10 * 60_000));
  try {
    return await atDoor();
  } finally {
    t.clock.set(before);
  }
}

/**
 * Pays a card payment of `token`'s customer with the local provider's test card 4242 (the card modal)
 * and applies it at once (the page's sync), as a customer's browser does.
 */
export async function payWithTestCard(
  t: TestApp,
  token: string,
  payment: { clientSecret: string; paymentId: string },
): Promise<void> {
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: userHeaders(token),
    payload: {
      clientSecret: payment.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  await t.app.inject({
    method: 'POST',
    url: `/api/user/payments/${payment.paymentId}/sync`,
    headers: userHeaders(token),
  });
}
