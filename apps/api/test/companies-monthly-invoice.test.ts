import { and, eq, like } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  companyInvoices,
  companySeats,
  emailOutbox,
  receiptSeries,
  subscriptions,
} from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { MONTHLY_INVOICE_JOB } from '../src/modules/companies/index.ts';
import { makeCompany } from './business-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The monthly company invoice: the daily job issues each company's invoice of the month (Prague
 * calendar) once, in its own gap-free series, and e-mails it with its PDF; a rerun, a retried job or
 * two runners at once issue no second invoice and send no second e-mail.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A company whose one employee holds a company-paid Championship (Praha, the whole price) now. */
async function companyWithLiveSeat(name: string) {
  const company = await makeCompany(t, { companyName: name, companyId: '27082440' });
  await addLiveSeat(company.id);
  return company;
}

/**
 * An employee of the company holding a company-paid Championship (Praha, the whole price) from now;
 * answers the seat's id.
 */
async function addLiveSeat(companyId: string) {
  const suffix = crypto.randomUUID().slice(0, 8);
  const [employee] = await t.db
    .insert(accounts)
    .values({ role: 'user', email: `mesicni-${suffix}@example.cz`, name: 'Karel Měsíční' })
    .returning();
  const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
  const [seat] = await t.db
    .insert(companySeats)
    .values({
      companyId,
      email: employee!.email,
      userId: employee!.id,
      areaId: praha!.id,
      inviteTokenHash: `hash-${suffix}`,
      invitedAt: t.clock.now(),
      acceptedAt: t.clock.now(),
    })
    .returning();
  const [sub] = await t.db
    .insert(subscriptions)
    .values({
      userId: employee!.id,
      type: 'CHAMPIONSHIP_FLEXIBLE',
      currentState: 'ACTIVE',
      areaId: praha!.id,
      startDate: t.clock.now(),
      numOfPeriods: 1,
      subscribedPrice: 0,
      monthlyPrice: 0,
      companySeatId: seat!.id,
    })
    .returning();
  await t.db.update(companySeats).set({ subscriptionId: sub!.id }).where(eq(companySeats.id, seat!.id));
  return seat!.id;
}

/** The company's own call (a token signed at the clock's now). */
async function asCompany(company: { id: string; email: string }, method: 'POST' | 'DELETE', url: string) {
  const token = await t.app.ctx.tokens.sign({
    id: company.id,
    email: company.email,
    role: 'business',
    tv: 0,
  });
  return t.app.inject({ method, url, headers: { 'x-business-token': `Bearer ${token}` } });
}

const runJob = () => jobHandlers(t.app)[MONTHLY_INVOICE_JOB]!({});
const pdfText = async (content: Buffer | string) =>
  (await extractText(new Uint8Array(Buffer.from(content)), { mergePages: true })).text.replace(/\s+/g, ' ');
const setLanguage = (accountId: string, language: 'cs' | 'en') =>
  t.db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
const invoicesOf = (companyId: string) =>
  t.db.select().from(companyInvoices).where(eq(companyInvoices.companyId, companyId));
const invoiceMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'company_invoice_issued')));

/** The series has no gap: its counter is the number of invoices of the year, each number used once. */
async function expectGapFreeSeries(year: number) {
  const [counter] = await t.db
    .select()
    .from(receiptSeries)
    .where(eq(receiptSeries.series, `company-invoice-${year}`));
  const numbers = (
    await t.db
      .select({ number: companyInvoices.number })
      .from(companyInvoices)
      .where(like(companyInvoices.number, `F${year}-%`))
  )
    .map((row) => Number(row.number.slice(6)))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: counter!.lastNumber }, (_, i) => i + 1));
}

describe('the monthly company invoice job', () => {
  let billed: Awaited<ReturnType<typeof companyWithLiveSeat>>;
  let idle: Awaited<ReturnType<typeof makeCompany>>;

  beforeAll(async () => {
    billed = await companyWithLiveSeat('Měsíční Fakturace s.r.o.');
    idle = await makeCompany(t, { companyName: 'Bez Míst a.s.', companyId: '25596641' });
  });

  it("issues the month's invoice of a company with a live seat and e-mails it with its PDF", async () => {
    await runJob();
    const [invoice, ...more] = await invoicesOf(billed.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ month: '2026-11', paidAt: null, issuedAt: t.clock.now() });
    expect(invoice!.number).toMatch(/^F2026-\d{6}$/);
    expect(invoice!.total).toBeGreaterThan(0);
    const mails = await invoiceMails(billed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Faktura ${invoice!.number} za 2026-11 – Champions`);
    expect(mails[0]!.text).toContain(`variabilním symbolem ${invoice!.variableSymbol}`);
    expect(mails[0]!.text).toContain('splatnost 7. 12. 2026');
    expect(mails[0]!.attachments).toEqual([{ kind: 'company_invoice', id: invoice!.number }]);
    const pdf = await t.app.ctx.mailer.renderAttachment({ kind: 'company_invoice', id: invoice!.number });
    expect(pdf).toMatchObject({ filename: `faktura-${invoice!.number}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(pdf!.content).subarray(0, 4).toString()).toBe('%PDF');
    // a company with no seat to bill gets nothing
    expect(await invoicesOf(idle.id)).toEqual([]);
    expect(await invoiceMails(idle.email)).toEqual([]);
  });

  it('prints the invoice in Czech, each label with its English beside it for a company whose language is English', async () => {
    const [invoice] = await invoicesOf(billed.id);
    const render = async () =>
      pdfText(
        (await t.app.ctx.mailer.renderAttachment({ kind: 'company_invoice', id: invoice!.number }))!.content,
      );
    const czech = await render();
    expect(czech).toContain(`Faktura – daňový doklad Číslo: ${invoice!.number}`);
    expect(czech).toContain('Datum splatnosti: 7. prosince 2026');
    expect(czech).not.toContain('Invoice');
    await setLanguage(billed.id, 'en');
    const bilingual = await render();
    await setLanguage(billed.id, 'cs');
    expect(bilingual).toContain('Faktura – daňový doklad / Invoice – tax document');
    expect(bilingual).toContain('Dodavatel / Supplier');
    expect(bilingual).toContain('Odběratel / Customer');
    expect(bilingual).toContain('Datum splatnosti: 7. prosince 2026 / Due date: 7 December 2026');
    expect(bilingual).toContain(`Variabilní symbol: ${invoice!.variableSymbol} / Variable symbol:`);
    expect(bilingual).toMatch(/Celkem k úhradě: [\d ]+ Kč \/ Total to pay: [\d,]+ Kč/);
  });

  it('issues nothing more when run again, retried, or by two runners at once (the series stays gap-free)', async () => {
    const [before] = await invoicesOf(billed.id);
    await runJob();
    await Promise.all([runJob(), runJob(), runJob()]);
    expect(await invoicesOf(billed.id)).toEqual([before]);
    expect(await invoiceMails(billed.email)).toHaveLength(1);
    await expectGapFreeSeries(2026);
  });

  it('two runners that both found the company issue one invoice: the other is refused by the index and gives its number back', async () => {
    const racer = await companyWithLiveSeat('Souběžná Firma s.r.o.');
    await Promise.all([runJob(), runJob()]);
    expect(await invoicesOf(racer.id)).toHaveLength(1);
    expect(await invoiceMails(racer.email)).toHaveLength(1);
    await expectGapFreeSeries(2026);
  });

  it("skips a company that issued the month's invoice itself", async () => {
    const early = await companyWithLiveSeat('Vlastní Faktura s.r.o.');
    const token = await t.app.ctx.tokens.sign({ id: early.id, email: early.email, role: 'business', tv: 0 });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/business/invoices',
      headers: { 'x-business-token': `Bearer ${token}` },
    });
    expect(own.statusCode, own.body).toBe(201);
    await runJob();
    expect((await invoicesOf(early.id)).map((i) => i.number)).toEqual([own.json().number]);
    expect(await invoiceMails(early.email)).toEqual([]);
  });

  it("issues the next month's invoice once the test clock reaches it (Prague calendar)", async () => {
    // 1 December 2026 00:30 in Prague is still 30 November in UTC
    t.clock.set(new Date('2026-11-30T23:30:00.000Z'));
    await runJob();
    await runJob();
    const invoices = await invoicesOf(billed.id);
    expect(invoices.map((i) => i.month).sort()).toEqual(['2026-11', '2026-12']);
    expect(await invoiceMails(billed.email)).toHaveLength(2);
    await expectGapFreeSeries(2026);
  });
});

describe('a removed seat on the monthly invoice', () => {
  it('bills a seat removed during the month, but not one removed before the month began', async () => {
    t.clock.set(new Date('2026-12-20T10:00:00.000Z'));
    const company = await makeCompany(t, { companyName: 'Odcházející s.r.o.', companyId: '27082440' });
    const leftInDecember = await addLiveSeat(company.id);
    const leavesInJanuary = await addLiveSeat(company.id);
    const onlyLeavers = await makeCompany(t, { companyName: 'Jen Odešlí a.s.', companyId: '25596641' });
    const alsoLeftInDecember = await addLiveSeat(onlyLeavers.id);
    for (const [owner, seat] of [
      [company, leftInDecember],
      [onlyLeavers, alsoLeftInDecember],
    ] as const) {
      expect((await asCompany(owner, 'DELETE', `/api/business/seats/${seat}`)).statusCode).toBe(200);
    }
    // in January the December leavers still hold the Championship they were paid for (28 days)
    t.clock.set(new Date('2027-01-05T09:00:00.000Z'));
    expect((await asCompany(company, 'DELETE', `/api/business/seats/${leavesInJanuary}`)).statusCode).toBe(
      200,
    );
    const live = await t.db
      .select({ state: subscriptions.currentState })
      .from(subscriptions)
      .innerJoin(companySeats, eq(companySeats.subscriptionId, subscriptions.id))
      .where(eq(companySeats.id, leftInDecember));
    expect(live).toEqual([{ state: 'ACTIVE' }]);

    await runJob();
    const [invoice, ...more] = await invoicesOf(company.id);
    expect(more).toEqual([]);
    expect(invoice!.month).toBe('2027-01');
    const items = (invoice!.document as { items: { seats: number; unitPrice: number }[] }).items;
    expect(items.map((item) => item.seats)).toEqual([1]);
    expect(invoice!.total).toBe(items[0]!.unitPrice);
    // a company whose every seat was removed before the month gets no invoice and no e-mail
    expect(await invoicesOf(onlyLeavers.id)).toEqual([]);
    expect(await invoiceMails(onlyLeavers.email)).toEqual([]);
    const own = await asCompany(onlyLeavers, 'POST', '/api/business/invoices');
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('COMPANY_INVOICE_NOTHING');
    await expectGapFreeSeries(2027);
  });
});
