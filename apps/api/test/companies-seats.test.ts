import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, payments, subscriptionPauses, subscriptions } from '../src/db/schema.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * The corporate plan's seats: a company invites employees, each takes a company-paid Championship from
 * the e-mailed link; a removed employee keeps the paid period and is not renewed; another company, a
 * user or a partner reaches none of it.
 */
const { kit, newUser, confirmCard, subOf, walkTo } = useSubscriptionKit('zamestnanec');

interface Company {
  id: string;
  email: string;
  headers: Record<string, string>;
}
let acme: Company;
let other: Company;

async function makeCompany(name: string): Promise<Company> {
  const email = `firma-${randomUUID().slice(0, 8)}@example.cz`;
  const [row] = await kit.t.db
    .insert(accounts)
    .values({
      role: 'business',
      email,
      name: 'Eva Personální',
      companyName: name,
      companyId: '25596641',
      billingAddress: 'Vinohradská 12, 120 00 Praha 2',
      emailVerifiedAt: kit.t.clock.now(),
    })
    .returning();
  const company = { id: row!.id, email, headers: {} };
  await signAgain(company);
  return company;
}

/** Signs the company's token again (after the clock walked past its lifetime). */
async function signAgain(company: Company) {
  const token = await kit.t.app.ctx.tokens.sign({
    id: company.id,
    email: company.email,
    role: 'business',
    tv: 0,
  });
  company.headers = { 'x-business-token': `Bearer ${token}` };
}

const invite = (company: Company, payload: Record<string, unknown>) =>
  kit.t.app.inject({ method: 'POST', url: '/api/business/seats', headers: company.headers, payload });
const seatsOf = (company: Company) =>
  kit.t.app.inject({ method: 'GET', url: '/api/business/seats', headers: company.headers });

/** The invitation token of the newest invitation e-mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await kit.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'company_invitation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = /company-invitation\?token=([\w%-]+)/.exec(mail!.text);
  return decodeURIComponent(match![1]!);
}

const accept = (user: SubscriptionUser, token: string, extra: { useCredits?: boolean } = {}) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/user/company-seats/accept',
    headers: user.headers,
    payload: { token, ...extra },
  });
const preview = (user: SubscriptionUser, token: string) =>
  kit.t.app.inject({
    method: 'GET',
    url: `/api/user/company-seats/invitation?token=${encodeURIComponent(token)}`,
    headers: user.headers,
  });
const creditsOf = async (user: SubscriptionUser) =>
  (await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id)))[0]!.credits;
/** An employee with 440 Kč of their own credit. */
async function employeeWithCredit(name: string) {
  const user = await newUser(name);
  await appendCredit(kit.t.db, {
    userId: user.id,
    amount: 44_000,
    reason: 'adjustment',
    reference: user.email,
  });
  return user;
}

beforeAll(async () => {
  acme = await makeCompany('Acme Brno s.r.o.');
  other = await makeCompany('Konkurence a.s.');
});

describe('inviting employees', () => {
  let jana: SubscriptionUser;
  let petr: SubscriptionUser;

  it('invites two employees once each (a duplicate invitation is reported, not sent)', async () => {
    jana = await newUser('Jana Zaměstnaná');
    petr = await newUser('Petr Existující');
    const res = await invite(acme, {
      emails: [jana.email, petr.email],
      areaId: kit.brno,
      contribution: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ invited: [jana.email, petr.email], alreadyInvited: [] });
    const again = await invite(acme, {
      emails: [petr.email.toUpperCase()],
      areaId: kit.brno,
      contribution: null,
    });
    expect(again.json()).toEqual({ invited: [], alreadyInvited: [petr.email] });
    const seats = (await seatsOf(acme)).json();
    expect(seats.pagination.total).toBe(2);
    expect(seats.seats.map((s: { state: string }) => s.state)).toEqual(['invited', 'invited']);
    expect(seats.summary).toEqual({ used: 0, invited: 2, entriesThisMonth: 0 });
  });

  it('refuses a bad e-mail and a negative contribution with 400, and invites nobody', async () => {
    const bad = await invite(acme, { emails: ['není e-mail'], areaId: null, contribution: null });
    expect(bad.statusCode).toBe(400);
    const negative = await invite(acme, { emails: ['x@example.cz'], areaId: null, contribution: -100 });
    expect(negative.statusCode).toBe(400);
    expect((await seatsOf(acme)).json().pagination.total).toBe(2);
  });

  it('gives both employees an active company-paid Championship from the link, without a card', async () => {
    for (const user of [jana, petr]) {
      const res = await accept(user, await invitationToken(user.email));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().subscription.currentState).toBe('ACTIVE');
      const sub = await subOf(user);
      expect(sub).toMatchObject({ currentState: 'ACTIVE', areaId: kit.brno, subscribedPrice: 0 });
      expect(sub.companySeatId).toEqual(expect.any(String));
    }
    const seats = (await seatsOf(acme)).json();
    expect(seats.seats.map((s: { state: string }) => s.state)).toEqual(['active', 'active']);
    expect(seats.summary.used).toBe(2);
    expect(seats.seats[0]).toMatchObject({ areaName: 'Brno', employeeShare: 0, contribution: null });
    expect(seats.seats[0].companyShare).toBeGreaterThan(0);
  });

  it('refuses the same link to another account', async () => {
    const stranger = await newUser('Cizí Člověk');
    const res = await accept(stranger, await invitationToken(jana.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COMPANY_INVITATION_TAKEN');
  });

  it('refuses the employee switching, pausing or cancelling the company plan, and changes nothing', async () => {
    const before = await subOf(petr);
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, petr.id));
    const paymentsBefore = await kit.t.db.select().from(payments).where(eq(payments.userId, petr.id));
    const calls = [
      {
        url: '/api/user/subscriptions/switch-subscription',
        payload: { newType: 'CHAMPIONSHIP', newAreaId: null },
      },
      { url: '/api/user/subscriptions/pause-subscription', payload: { periods: 1 } },
      { url: '/api/user/subscriptions/cancel-subscription', payload: { cancellationType: 'at_period_end' } },
    ];
    for (const { url, payload } of calls) {
      const res = await kit.t.app.inject({
        method: 'PUT',
        url,
        headers: { ...petr.headers, 'idempotency-key': randomUUID() },
        payload,
      });
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'SUBSCRIPTION_COMPANY_MANAGED',
        message:
          'Toto členství vám platí a spravuje firma Acme Brno s.r.o., proto ho nemůžete změnit, pozastavit ani zrušit. Obraťte se prosím na svou firmu.',
      });
    }
    expect(await subOf(petr)).toEqual(before);
    const [after] = await kit.t.db.select().from(accounts).where(eq(accounts.id, petr.id));
    expect(after!.credits).toBe(account!.credits);
    expect(await kit.t.db.select().from(payments).where(eq(payments.userId, petr.id))).toEqual(
      paymentsBefore,
    );
    expect(
      await kit.t.db
        .select()
        .from(subscriptionPauses)
        .where(eq(subscriptionPauses.subscriptionId, before.id)),
    ).toEqual([]);
    // the plan the employee sees names the company that manages it
    const data = (await kit.t.app.inject({ method: 'GET', url: '/api/user/', headers: petr.headers })).json();
    expect(data.subscription.company).toEqual({ name: 'Acme Brno s.r.o.', suspended: false });
  });

  it('counts the entries of this month per employee, with no venue in the answer', async () => {
    const answer = await seatsOf(acme);
    const janaSeat = answer.json().seats.find((s: { email: string }) => s.email === jana.email);
    expect(janaSeat.entriesThisMonth).toBe(0);
    expect(Object.keys(janaSeat).sort()).toEqual(
      [
        'areaName',
        'companyShare',
        'contribution',
        'email',
        'employeeShare',
        'entriesThisMonth',
        'id',
        'invitedAt',
        'paidUntil',
        'state',
      ].sort(),
    );
    const body = answer.body;
    expect(body).not.toMatch(/venue|activity|provozovn/i);
  });

  it('keeps a removed employee until the end of the paid period, then ends without renewal', async () => {
    const seat = (await seatsOf(acme)).json().seats.find((s: { email: string }) => s.email === petr.email);
    const removed = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/business/seats/${seat.id}`,
      headers: acme.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().state).toBe('ending');
    expect(removed.json().paidUntil).toEqual(expect.any(String));
    const sub = await subOf(petr);
    expect(sub).toMatchObject({ currentState: 'ACTIVE', cancelAtPeriodEnd: true });
    await walkTo(sub.startDate, 28, 60_000);
    expect((await subOf(petr)).currentState).toBe('ENDED');
    expect((await subOf(jana)).currentState).toBe('ACTIVE');
    expect((await subOf(jana)).currentPeriod).toBe(1);
    const [mail] = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, petr.email), eq(emailOutbox.template, 'company_seat_removed')));
    expect(mail!.text).toContain('nic se neobnoví');
  });
});

describe('a contribution below the price', () => {
  it('asks the employee for the rest by card (the subscription order), then the Championship is active', async () => {
    const eva = await newUser('Eva Doplácí');
    await invite(acme, { emails: [eva.email], areaId: null, contribution: 100_000 });
    const res = await accept(eva, await invitationToken(eva.email));
    expect(res.statusCode, res.body).toBe(200);
    const step = res.json();
    expect(step.clientSecret).toEqual(expect.any(String));
    const seat = (await seatsOf(acme)).json().seats.find((s: { email: string }) => s.email === eva.email);
    expect(step.amount).toBe(seat.employeeShare);
    expect(seat.companyShare).toBe(100_000);
    await confirmCard(eva, step.clientSecret);
    const confirmed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: eva.headers,
      payload: { paymentIntentId: step.paymentIntentId },
    });
    expect(confirmed.statusCode).toBe(200);
    const sub = await subOf(eva);
    expect(sub).toMatchObject({ currentState: 'ACTIVE', areaId: null, subscribedPrice: seat.employeeShare });
  });
});

describe("the invitation page and the employee's own credit", () => {
  it('refuses a preview without its link token with a 400 naming the field', async () => {
    const user = await newUser('Bez odkazu');
    const res = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/company-seats/invitation',
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('querystring.token');
  });

  it('names the company, the plan, the location and the split of the period price', async () => {
    const eva = await employeeWithCredit('Eva Náhled');
    await invite(acme, { emails: [eva.email], areaId: null, contribution: 100_000 });
    const token = await invitationToken(eva.email);
    const res = await preview(eva, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      company: 'Acme Brno s.r.o.',
      plan: 'Championship – všechny lokality',
      area: null,
      price: 179_900,
      companyShare: 100_000,
      employeeShare: 79_900,
      credits: 44_000,
    });
    // asked in English: the plan named in English
    const english = await kit.t.app.inject({
      method: 'GET',
      url: `/api/user/company-seats/invitation?token=${encodeURIComponent(token)}`,
      headers: { ...eva.headers, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ plan: 'Championship – all locations', area: null });
    // before it is taken the link shows its offer to whoever holds it; once taken, only to its employee
    expect((await preview(await newUser('Cizí'), token)).statusCode).toBe(200);
    await accept(eva, token);
    expect((await preview(await newUser('Pozdní'), token)).statusCode).toBe(409);
    expect((await preview(eva, 'neexistujici-pozvanka')).statusCode).toBe(404);
  });

  it("spends no credit without the employee's consent: the whole share goes on the card", async () => {
    const jan = await employeeWithCredit('Jan Bez Souhlasu');
    await invite(acme, { emails: [jan.email], areaId: null, contribution: 100_000 });
    const res = await accept(jan, await invitationToken(jan.email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 79_900, creditsUsed: 0 });
    expect(await creditsOf(jan)).toBe(44_000);
    await confirmCard(jan, res.json().clientSecret);
    const confirmed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: jan.headers,
      payload: { paymentIntentId: res.json().paymentIntentId },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await creditsOf(jan)).toBe(44_000);
    // the next period's share is charged to the card too, the credit untouched
    const sub = await subOf(jan);
    await walkTo(new Date(sub.startDate), 28, 60_000);
    expect((await subOf(jan)).currentPeriod).toBe(1);
    expect(await creditsOf(jan)).toBe(44_000);
    // the clock walked past the companies' tokens
    await signAgain(acme);
    await signAgain(other);
  });

  it('with the consent, the credit pays towards the share first and the card the rest', async () => {
    const ana = await employeeWithCredit('Ana Se Souhlasem');
    await invite(acme, { emails: [ana.email], areaId: null, contribution: 100_000 });
    const res = await accept(ana, await invitationToken(ana.email), { useCredits: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 79_900 - 44_000, creditsUsed: 44_000 });
    expect(await creditsOf(ana)).toBe(0);
  });
});

describe("company data is the company's", () => {
  it("another company cannot remove or see this company's seats", async () => {
    const seat = (await seatsOf(acme)).json().seats[0];
    const res = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/business/seats/${seat.id}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await seatsOf(other)).json().pagination.total).toBe(0);
  });

  it('a user or a partner token is refused', async () => {
    const user = await newUser();
    const asUser = await kit.t.app.inject({
      method: 'GET',
      url: '/api/business/seats',
      headers: user.headers,
    });
    expect([401, 403]).toContain(asUser.statusCode);
    const partner = await kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: 'Champions123!' },
    });
    const asPartner = await kit.t.app.inject({
      method: 'GET',
      url: '/api/business/company',
      headers: { 'x-admin-token': `Bearer ${partner.json().token}` },
    });
    expect([401, 403]).toContain(asPartner.statusCode);
  });

  it('edits its own details; a wrong IČO is refused', async () => {
    const put = (payload: Record<string, unknown>) =>
      kit.t.app.inject({ method: 'PUT', url: '/api/business/company', headers: acme.headers, payload });
    const details = {
      companyName: 'Acme Brno s.r.o.',
      companyId: '45274649',
      vatId: 'CZ45274649',
      billingAddress: 'Cejl 10, 602 00 Brno',
      contactName: 'Eva Personální',
    };
    expect((await put({ ...details, companyId: '45274640' })).statusCode).toBe(400);
    const ok = await put(details);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ companyId: '45274649', vatId: 'CZ45274649' });
  });
});

describe("the company's monthly invoice", () => {
  it('is numbered in its own gap-free series, with the IČO/DIČ, 12 % VAT, due in 14 days and a QR Platba code', async () => {
    const issue = (company: Company) =>
      kit.t.app.inject({ method: 'POST', url: '/api/business/invoices', headers: company.headers });
    const nothing = await issue(other);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().code).toBe('COMPANY_INVOICE_NOTHING');
    const res = await issue(acme);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json();
    expect(invoice.number).toMatch(/^F\d{4}-000001$/);
    expect(invoice.spayd).toMatch(
      /^SPD\*1\.0\*ACC:CZ\d{22}\*AM:\d+\.\d{2}\*CC:CZK\*MSG:Champions faktura F\d{4}-000001\*X-VS:\d{10}$/,
    );
    expect(invoice.vat).toBe(Math.round((invoice.total * 12) / 112));
    expect(new Date(invoice.dueAt).getTime() - new Date(invoice.issuedAt).getTime()).toBe(14 * 86_400_000);
    expect((await issue(acme)).statusCode).toBe(409);

    const list = await kit.t.app.inject({
      method: 'GET',
      url: '/api/business/invoices',
      headers: acme.headers,
    });
    expect(list.json().invoices.map((i: { number: string }) => i.number)).toEqual([invoice.number]);

    const pdf = await kit.t.app.inject({
      method: 'GET',
      url: `/api/business/invoices/${invoice.number}/pdf`,
      headers: acme.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);

    const foreign = await kit.t.app.inject({
      method: 'GET',
      url: `/api/business/invoices/${invoice.number}/pdf`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a removed employee', () => {
  let ondrej: SubscriptionUser;
  let removedSeatId: string;
  const seatOf = async (email: string) =>
    (await seatsOf(acme)).json().seats.find((s: { email: string }) => s.email === email);
  const call = (user: SubscriptionUser, method: 'PUT' | 'POST', path: string) =>
    kit.t.app.inject({
      method,
      url: `/api/user/subscriptions/${path}`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });

  it('cannot reactivate, withdraw from or otherwise change the plan the company ended, and nothing changes', async () => {
    ondrej = await newUser('Ondřej Odebraný');
    await invite(acme, { emails: [ondrej.email], areaId: kit.brno, contribution: null });
    expect((await accept(ondrej, await invitationToken(ondrej.email))).statusCode).toBe(200);
    removedSeatId = (await seatOf(ondrej.email)).id;
    const removed = await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/business/seats/${removedSeatId}`,
      headers: acme.headers,
    });
    expect(removed.json().state).toBe('ending');
    const before = await subOf(ondrej);
    expect(before).toMatchObject({ currentState: 'ACTIVE', cancelAtPeriodEnd: true, subscribedPrice: 0 });
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, ondrej.id));
    const calls = [
      ['PUT', 'reactivate-subscription'],
      ['POST', 'withdraw'],
      ['PUT', 'extend-subscription'],
      ['PUT', 'cancel-pending-switch'],
      ['PUT', 'cancel-pause'],
    ] as const;
    for (const [method, path] of calls) {
      const res = await call(ondrej, method, path);
      expect(res.statusCode, path).toBe(409);
      expect(res.json(), path).toMatchObject({
        code: 'SUBSCRIPTION_COMPANY_MANAGED',
        message: expect.stringContaining('spravuje firma Acme Brno s.r.o.'),
      });
    }
    expect(await subOf(ondrej)).toEqual(before);
    const [after] = await kit.t.db.select().from(accounts).where(eq(accounts.id, ondrej.id));
    expect(after!.credits).toBe(account!.credits);
    expect(await kit.t.db.select().from(payments).where(eq(payments.userId, ondrej.id))).toEqual([]);
    const info = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/withdrawal',
      headers: ondrej.headers,
    });
    expect(info.json().possible).toBe(false);
  });

  it('is taken back by a new invitation, accepted once the removed seat’s plan has ended', async () => {
    const again = await invite(acme, { emails: [ondrej.email], areaId: kit.brno, contribution: null });
    expect(again.json()).toEqual({ invited: [ondrej.email], alreadyInvited: [] });
    const early = await accept(ondrej, await invitationToken(ondrej.email));
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('COMPANY_SEAT_HAS_SUBSCRIPTION');
    const old = await subOf(ondrej);
    await walkTo(old.startDate, 28, 60_000);
    await signAgain(acme);
    expect(await subOf(ondrej)).toMatchObject({ id: old.id, currentState: 'ENDED', currentPeriod: 0 });
    const taken = await accept(ondrej, await invitationToken(ondrej.email));
    expect(taken.statusCode, taken.body).toBe(200);
    const fresh = await subOf(ondrej);
    expect(fresh.id).not.toBe(old.id);
    expect(fresh).toMatchObject({ currentState: 'ACTIVE', subscribedPrice: 0, cancelAtPeriodEnd: false });
    expect(fresh.companySeatId).not.toBe(removedSeatId);
    // the live seat's plan renews at the company's cost; the removed seat stays ended
    await walkTo(fresh.startDate, 28, 60_000);
    await signAgain(acme);
    expect(await subOf(ondrej)).toMatchObject({ id: fresh.id, currentState: 'ACTIVE', currentPeriod: 1 });
    const states = (await seatsOf(acme))
      .json()
      .seats.filter((s: { email: string }) => s.email === ondrej.email);
    expect(
      states.map((s: { id: string; state: string }) => [s.id === removedSeatId, s.state]).sort(),
    ).toEqual([
      [false, 'active'],
      [true, 'ended'],
    ]);
  });

  it('never renews a removed seat’s plan at the company’s cost, even one reactivated before this rule', async () => {
    const seat = await seatOf(ondrej.email);
    await kit.t.app.inject({
      method: 'DELETE',
      url: `/api/business/seats/${seat.id}`,
      headers: acme.headers,
    });
    const sub = await subOf(ondrej);
    // what the employee's reactivation (answered 200 before) left: the end the removal set taken back
    await kit.t.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: false, cancelledAt: null })
      .where(eq(subscriptions.id, sub.id));
    await walkTo(sub.startDate, 56, 120_000);
    await signAgain(acme);
    expect(await subOf(ondrej)).toMatchObject({
      id: sub.id,
      currentState: 'ENDED',
      currentPeriod: 1,
      nextBillingDate: null,
    });
    expect((await seatOf(ondrej.email)).state).toBe('ended');
  });
});
