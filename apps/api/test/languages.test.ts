import { languageResponse, userDataResponse } from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox } from '../src/db/schema.ts';
import { companyMail } from '../src/mail/company-templates.ts';
import { CONTRACT_TEXTS } from '../src/mail/contract-texts.ts';
import { CONTRACT_TEXTS_EN } from '../src/mail/contract-texts-en.ts';
import { entryMailTemplates } from '../src/mail/entry-templates.ts';
import { partnerMailTemplates } from '../src/mail/partner-templates.ts';
import { paymentMail } from '../src/mail/payment-templates.ts';
import { payoutMail } from '../src/mail/payout-templates.ts';
import { planLabel } from '../src/mail/plan-label.ts';
import { referralMailTemplates } from '../src/mail/referral-templates.ts';
import { subscriptionMail } from '../src/mail/subscription-mails.ts';
import { mailTemplates, mailTemplatesCs } from '../src/mail/templates.ts';
import { voucherMail } from '../src/mail/voucher-templates.ts';
import { webhookDisabledMail } from '../src/mail/webhook-templates.ts';
import { customerCreditNotePdf, renderCreditNotePdf } from '../src/modules/payments/credit-notes.ts';
import { renderReceiptPdf } from '../src/modules/payments/receipts.ts';
import { planName } from '../src/modules/subscriptions/index.ts';
import { renderVoucherPdf } from '../src/modules/vouchers/services/voucher-pdf.ts';
import { ERROR_CODES, type ErrorCode, errorMessage, moneyParam } from '../src/shared/error-codes.ts';
import { ERROR_MESSAGES_EN } from '../src/shared/error-messages-en.ts';
import { fieldError } from '../src/shared/errors.ts';
import {
  BACKOFFICE_TEXTS,
  BO_ORGANISATION_TEXTS,
  COMPANY_INVOICE_TEXTS,
  COMPANY_TEXTS,
  ENTRY_MESSAGES,
  FEED_MESSAGES,
  INSIGHTS_TEXTS,
  MESSAGES,
  ORGANISATION_TEXTS,
  PARTNER_APPROVAL_TEXTS,
  PARTNER_TEXTS,
  PAYOUT_STATEMENT_TEXTS,
  RECEIPT_TEXTS,
  SCAN_REFUSALS,
  TRAINER_TEXTS,
} from '../src/shared/messages.ts';
import {
  BACKOFFICE_TEXTS_EN,
  BO_ORGANISATION_TEXTS_EN,
  COMPANY_INVOICE_TEXTS_EN,
  COMPANY_SCAN_TEXTS_EN,
  ENTRY_MESSAGES_EN,
  FEED_MESSAGES_EN,
  INSIGHTS_TEXTS_EN,
  MESSAGES_EN,
  ORGANISATION_TEXTS_EN,
  PARTNER_APPROVAL_TEXTS_EN,
  PARTNER_TEXTS_EN,
  PAYOUT_STATEMENT_TEXTS_EN,
  RECEIPT_TEXTS_EN,
  SCAN_REFUSALS_EN,
  TRAINER_TEXTS_EN,
} from '../src/shared/messages-en.ts';
import { customerMaker, partnerSlotsQuery, userHeaders } from './customers.ts';
import { isCzechText } from './czech-text.ts';
import { createTestApp, type TestApp } from './harness.ts';

// "English, whole": the account's language (kept for its e-mails and documents).

let t: TestApp;
let userToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: 'uzivatel@champions.cz', password: 'Champions123!' },
  });
  userToken = login.json().token;
});
afterAll(async () => t?.close());

const asUser = () => ({ 'x-user-token': `Bearer ${userToken}` });
const languageOf = async (email: string) => {
  const [row] = await t.db
    .select({ language: accounts.language })
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), eq(accounts.email, email)));
  return row?.language;
};
const register = (email: string, headers: Record<string, string>, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: { email, password: 'Silne-heslo-42', name: 'Jana Nová', acceptTerms: true, ...extra },
  });

describe("the account's language", () => {
  it('is Czech for an account that never chose one, in the user data and in /me', async () => {
    const data = userDataResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: asUser() })).json(),
    );
    expect(data.user.language).toBe('cs');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: asUser() });
    expect(me.json().language).toBe('cs');
  });

  it('is set with PUT /api/user/language and shows in the user data', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'en' },
    });
    expect(set.statusCode).toBe(200);
    expect(languageResponse.parse(set.json())).toEqual({ language: 'en' });
    const data = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: asUser() })).json();
    expect(data.user.language).toBe('en');
    expect(await languageOf('uzivatel@champions.cz')).toBe('en');

    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'cs' },
    });
    expect(back.json()).toEqual({ language: 'cs' });
  });

  it('refuses a language the product does not have, and a caller without a user token', async () => {
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'de' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().code).toBe('VALIDATION_ERROR');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the language of the registration: the form first, else Accept-Language, else Czech', async () => {
    expect(
      (await register('browser-en@example.com', { 'accept-language': 'en-GB,en;q=0.9' })).statusCode,
    ).toBe(202);
    expect(await languageOf('browser-en@example.com')).toBe('en');

    await register('form-en@example.com', { 'accept-language': 'cs-CZ' }, { language: 'en' });
    expect(await languageOf('form-en@example.com')).toBe('en');

    await register('form-cs@example.com', { 'accept-language': 'en' }, { language: 'cs' });
    expect(await languageOf('form-cs@example.com')).toBe('cs');

    await register('nothing@example.com', {});
    expect(await languageOf('nothing@example.com')).toBe('cs');

    await register('german@example.com', { 'accept-language': 'de-DE,de;q=0.9,cs;q=0.5' });
    expect(await languageOf('german@example.com')).toBe('cs');
  });
});

/** Czech names an English text keeps as they are (the company numbers, the crown, the tax documents). */
const CZECH_TERMS = /IČO|DIČ|Kč|opravný daňový doklad|daňový doklad/g;
/** A text with its non-breaking spaces (amounts, dates) read as spaces. */
const nbsp = (text: string) => text.replace(/\u00A0|\u202F/g, ' ');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('every error code in Czech and in English', () => {
  it('has both messages, the same placeholders, and English that is not Czech', () => {
    const codes = Object.keys(ERROR_CODES) as ErrorCode[];
    const failures: string[] = [];
    for (const code of codes) {
      const czech = ERROR_CODES[code].message;
      const english = (ERROR_MESSAGES_EN as Record<string, string | undefined>)[code];
      if (!czech.trim()) failures.push(`${code}: no Czech message`);
      if (!english?.trim()) {
        failures.push(`${code}: no English message`);
        continue;
      }
      if (isCzechText(english.replace(CZECH_TERMS, '')))
        failures.push(`${code}: the English message is Czech`);
      if (placeholders(czech).join() !== placeholders(english).join())
        failures.push(`${code}: placeholders differ`);
    }
    for (const code of Object.keys(ERROR_MESSAGES_EN))
      if (!(code in ERROR_CODES)) failures.push(`${code}: English for a code that does not exist`);
    expect(failures).toEqual([]);
  });

  it('fills the placeholders in either language', () => {
    expect(errorMessage('PHOTO_LIMIT', { max: 12 })).toBe('Nahrát můžete nejvýše 12 fotografií.');
    expect(errorMessage('PHOTO_LIMIT', { max: 12 }, 'en')).toBe('You can upload at most 12 photos.');
  });

  it('writes a day and an amount given as values as each language writes them', () => {
    const from = new Date('2026-12-03T08:00:00Z');
    expect(nbsp(errorMessage('PAUSE_YEARLY_LIMIT', { date: from }))).toContain('možné od 3. prosince 2026.');
    const english = errorMessage('PAUSE_YEARLY_LIMIT', { date: from }, 'en');
    expect(english).toContain('possible from 3 December 2026.');
    expect(english).not.toContain('prosince');
    const amounts = { amount: moneyParam(169_900), balance: moneyParam(2_999) };
    expect(nbsp(errorMessage('CREDIT_REMOVAL_EXCEEDS_BALANCE', amounts))).toBe(
      'Nelze odebrat 1 699 Kč: uživatel má jen 29,99 Kč kreditu.',
    );
    expect(nbsp(errorMessage('CREDIT_REMOVAL_EXCEEDS_BALANCE', amounts, 'en'))).toBe(
      'Cannot remove 1,699 Kč: the user has only 29.99 Kč of credit.',
    );
  });
});

describe('an error answer in the language of the request', () => {
  const missing = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/public/activities/00000000-0000-4000-8000-000000000000',
      headers,
    });

  it('is Czech by default and for Czech, English when English comes first', async () => {
    const czech = await missing({});
    expect(czech.statusCode).toBe(404);
    expect(czech.json()).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', message: 'Aktivita nenalezena.' });
    expect((await missing({ 'accept-language': 'cs-CZ,en;q=0.8' })).json().message).toBe(
      'Aktivita nenalezena.',
    );
    const english = await missing({ 'accept-language': 'en-US,en;q=0.9,cs;q=0.5' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ code: 'ACTIVITY_NOT_FOUND', message: 'Activity not found.' });
  });

  it('says a refused field in English too, the code and the field unchanged', async () => {
    const refused = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: { ...asUser(), ...headers },
        payload: { language: 'de' },
      });
    const czech = (await refused({})).json();
    expect(czech.details.fields).toEqual([
      { field: 'body.language', message: 'Vyberte jednu z nabízených možností.' },
    ]);
    const english = (await refused({ 'accept-language': 'en' })).json();
    expect(english.code).toBe('VALIDATION_ERROR');
    expect(english.details.fields).toEqual([
      { field: 'body.language', message: 'Choose one of the options offered.' },
    ]);
    expect(english.message).toBe(
      'Invalid value of the field body.language: Choose one of the options offered.',
    );
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { ...asUser(), 'accept-language': 'en' },
      payload: {},
    });
    expect(empty.json().details.fields).toEqual([{ field: 'body.language', message: 'Fill in this field.' }]);
  });

  it('says a schema’s own Czech message in English (the account forms)', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'accept-language': 'en' },
      payload: { email: 'not-an-e-mail', password: 'short', name: 'J', acceptTerms: false },
    });
    expect(refused.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (refused.json().details.fields as { field: string; message: string }[]).map((f) => [
        f.field,
        f.message,
      ]),
    );
    expect(messages).toMatchObject({
      'body.email': 'Enter a valid e-mail.',
      'body.password': 'The password must have at least 8 characters.',
      'body.name': 'Enter your first name and surname.',
      'body.acceptTerms': 'To register, you must agree to the terms and conditions.',
    });
  });

  it('answers an unknown path and a missing token in English', async () => {
    const en = { 'accept-language': 'en' };
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-path', headers: en });
    expect(unknown.json().message).toBe('The path GET /api/no-such-path does not exist.');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/', headers: en });
    expect(anonymous.statusCode).toBe(401);
    expect(isCzechText(anonymous.json().message)).toBe(false);
  });

  it('keeps a field error’s field message in both languages', () => {
    const error = fieldError('PHOTO_LIMIT', 'body.photo', { max: 3 });
    expect(error.detailsIn('cs')).toEqual({
      fields: [{ field: 'body.photo', message: 'Nahrát můžete nejvýše 3 fotografií.' }],
    });
    expect(error.detailsIn('en')).toEqual({
      fields: [{ field: 'body.photo', message: 'You can upload at most 3 photos.' }],
    });
    expect(error.messageIn('en')).toBe('You can upload at most 3 photos.');
  });
});

const lastMailTo = async (to: string) => {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.at(-1);
};

describe('e-mails in the language of the recipient', () => {
  // the templates given a time or an amount (the rest take texts)
  const slotStart = new Date('2026-12-04T17:00:00Z');
  const VALUES_OF: Partial<Record<keyof typeof mailTemplatesCs, unknown[]>> = {
    creditAdjusted: [true, 15_000, 115_000, 'X', 'X'],
    slotCancelled: ['X', 'X', slotStart, 15_000, 'X'],
    slotChanged: ['X', 'X', slotStart, slotStart, 'X'],
  };
  it('has every account template in both languages, the English not Czech', () => {
    const failures: string[] = [];
    for (const key of Object.keys(mailTemplatesCs) as (keyof typeof mailTemplatesCs)[]) {
      const render = mailTemplates[key] as (...args: unknown[]) => {
        cs: { subject: string; text: string };
        en: { subject: string; text: string };
      };
      const mail = render(...(VALUES_OF[key] ?? Array.from({ length: render.length || 5 }, () => 'X')));
      // a reply to a request keeps the back office's own subject
      if (key !== 'requestReply' && mail.en.subject === mail.cs.subject)
        failures.push(`${key}: the same subject in both`);
      if (isCzechText(mail.en.text.replace(CZECH_TERMS, '')))
        failures.push(`${key}: the English text is Czech`);
      if (!isCzechText(mail.cs.text)) failures.push(`${key}: the Czech text is not Czech`);
    }
    expect(failures).toEqual([]);
  });

  it('sends the verification in the language of the registration', async () => {
    await register('mail-en@example.com', { 'accept-language': 'en-GB' });
    const english = await lastMailTo('mail-en@example.com');
    expect(english?.subject).toBe('Confirm your e-mail – Champions');
    expect(english?.html).toContain('<html lang="en">');
    expect(english?.text).toContain('The Champions team');

    await register('mail-cs@example.com', { 'accept-language': 'cs' });
    const czech = await lastMailTo('mail-cs@example.com');
    expect(czech?.subject).toBe('Potvrďte svůj e-mail – Champions');
    expect(czech?.html).toContain('<html lang="cs">');
  });

  it('sends an English account its mails in English after it chose English', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'uzivatel@champions.cz' },
      });
    await forgot();
    expect((await lastMailTo('uzivatel@champions.cz'))?.subject).toBe('Obnovení hesla – Champions');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'en' },
    });
    await forgot();
    expect((await lastMailTo('uzivatel@champions.cz'))?.subject).toBe('Password reset – Champions');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'cs' },
    });
  });
});

describe('the money, entry, voucher and referral e-mails in both languages', () => {
  const paid = { total: 100_000, card: 100_000, credits: 0, creditsBack: 0 };

  it('writes money and dates as each language does, Kč kept', () => {
    const mail = paymentMail.entryPurchased({
      activity: 'Box',
      when: new Date('2026-12-03T17:00:00Z'),
      venue: 'Sportovní hala',
      address: 'Dělnická 1, Praha',
      paid,
      receiptNumber: '2026-000001',
      cardUrl: 'http://x/card',
      historyUrl: 'http://x/history',
    });
    expect(mail.cs.subject).toBe('Potvrzení nákupu: Box – Champions');
    expect(nbsp(mail.cs.text)).toContain('Zaplaceno: 1 000 Kč (kartou 1 000 Kč).');
    expect(nbsp(mail.cs.text)).toContain('3. 12. 2026 18:00');
    expect(mail.en.subject).toBe('Purchase confirmed: Box – Champions');
    expect(nbsp(mail.en.text)).toContain('Paid: 1,000 Kč (1,000 Kč by card).');
    expect(mail.en.text).toContain('3 Dec 2026, 18:00');
    expect(mail.en.html).toContain('<html lang="en">');
  });

  it('writes the times and amounts a module gives as each language does', () => {
    const at = new Date('2026-12-04T17:00:00Z');
    // one line, every space plain: the paragraphs follow each other
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const both = (mail: { cs: { text: string }; en: { text: string } }) => [
      flat(mail.cs.text),
      flat(mail.en.text),
    ];
    const reminder = both(
      entryMailTemplates.reminder({
        activity: 'Box',
        venue: 'V',
        address: 'A',
        when: at,
        cardUrl: 'c',
        calendarUrl: 'k',
      }),
    );
    expect(reminder[0]).toContain('Box, 4. 12. 2026 18:00.');
    expect(reminder[1]).toContain('Box, 4 Dec 2026, 18:00.');
    const promoted = both(
      entryMailTemplates.waitlistPromoted('Box', at, { by: 'card', price: 125_000 }, 'u'),
    );
    expect(promoted[0]).toContain('Zaplatili jsme ho (1 250 Kč): nejdřív z kreditu');
    expect(promoted[1]).toContain('We paid for it (1,250 Kč): from your credit first');
    const returned = both(
      paymentMail.creditsReturned({
        what: { kind: 'entry', activity: 'Box', startsAt: at },
        amount: 15_000,
        receiptNumber: null,
        url: 'u',
      }),
    );
    expect(returned[0]).toContain('za zrušený vstup Box, 4. 12. 2026 18:00 jsme vám vrátili 150 Kč');
    expect(returned[1]).toContain('for the cancelled entry Box, 4 Dec 2026, 18:00 we have returned 150 Kč');
    const failed = both(entryMailTemplates.waitlistFailed('Box', at, 'no_money', 'u'));
    expect(failed[1]).toContain('your credit was not enough');
    const voided = both(
      entryMailTemplates.entryVoided({
        activity: 'Box',
        venue: 'V',
        when: at,
        reason: 'r',
        credit: 15_000,
        balance: 115_050,
        covered: false,
        url: 'u',
      }),
    );
    expect(voided[1]).toContain('scanned 4 Dec 2026, 18:00');
    expect(voided[1]).toContain('We have returned 150 Kč');
    expect(voided[1]).toContain('you now have 1,150.50 Kč');
    const moved = both(mailTemplates.slotChanged('Box', 'V', at, new Date('2026-12-05T17:00:00Z'), 'u'));
    expect(moved[0]).toContain('Původně: pátek 4. 12. 2026 18:00. Nově: sobota 5. 12. 2026 18:00.');
    expect(moved[1]).toContain('Before: Friday, 4 Dec 2026, 18:00. Now: Saturday, 5 Dec 2026, 18:00.');
    expect(both(mailTemplates.creditAdjusted(true, 100_000, 250_000, 'r', 'u'))[1]).toContain(
      'Your credit is now 2,500 Kč.',
    );
    const invoice = both(
      companyMail.invoiceIssued({
        number: 'F2026-000001',
        month: '2026-11',
        amount: 358_000,
        due: new Date('2026-12-07T12:00:00Z'),
        variableSymbol: '2026000001',
        url: 'u',
      }),
    );
    expect(invoice[0]).toContain('3 580 Kč včetně DPH, splatnost 7. 12. 2026');
    expect(invoice[1]).toContain('3,580 Kč including VAT, due on 7 December 2026');
    expect(both(companyMail.invitation('Firma', null, 50_000, 'u'))[1]).toContain(
      'Championship – all locations. The company contributes to the membership; you pay 500 Kč',
    );
    expect(both(referralMailTemplates.rewardTakenBack(10_000, 5_000, 5_000, 123_400, false))[1]).toContain(
      'Your credit is now 1,234 Kč.',
    );
    expect(
      both(
        payoutMail.paid({ period: '2026-10', amount: 1_234_567, account: '19-2000145399/0800', url: 'u' }),
      ),
    ).toEqual([
      expect.stringContaining('ve výši 12 345,67 Kč jsme odeslali'),
      expect.stringContaining('2026-10, 12,345.67 Kč, to the account'),
    ]);
  });

  it('has English for every template of each set, and the English is not Czech', () => {
    const renders = [
      paymentMail.refunded({ description: 'Box', amount: 15_000, to: 'card', receiptNumber: '1', url: 'u' }),
      paymentMail.creditsReturned({
        what: { kind: 'entry', activity: 'Box', startsAt: new Date() },
        amount: 15_000,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.creditsReturned({
        what: { kind: 'switch' },
        amount: 15_000,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.renewed({
        plan: { type: 'PAYG_PLUS', areaName: null },
        period: 1,
        nextBilling: new Date(),
        paid,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.subscriptionOrdered({
        plan: { type: 'CHAMPIONSHIP', areaName: 'Brno' },
        orderedAt: new Date(),
        pricePerPeriod: 169_900,
        periods: 1,
        paid: null,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.refundedWithCreditNote({
        description: 'Box',
        amount: 15_000,
        reason: 'r',
        number: 'D1',
        receiptNumber: '1',
        ticketCancelled: true,
        url: 'u',
      }),
      paymentMail.subscriptionCharge({
        charge: { kind: 'switch', plan: { type: 'CHAMPIONSHIP_FLEXIBLE', areaName: null } },
        paid,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.subscriptionCharge({
        charge: { kind: 'catch_up_fee' },
        paid,
        receiptNumber: null,
        url: 'u',
      }),
      paymentMail.paid({ description: 'fee', paid, receiptNumber: null, url: 'u' }),
      entryMailTemplates.reminder({
        activity: 'Box',
        venue: 'V',
        address: 'A',
        when: new Date('2026-12-03T17:00:00Z'),
        cardUrl: 'c',
        calendarUrl: 'k',
      }),
      entryMailTemplates.coveredCancelled([{ activity: 'Box', when: new Date() }], 'u'),
      entryMailTemplates.waitlistPromoted('Box', new Date(), { by: 'card', price: 15_000 }, 'u'),
      entryMailTemplates.waitlistFailed('Box', new Date(), 'no_money', 'u'),
      entryMailTemplates.lateCancelResold('Box', new Date(), 10_000, 'u'),
      entryMailTemplates.entryVoided({
        activity: 'Box',
        venue: 'V',
        when: new Date(),
        reason: 'r',
        credit: 15_000,
        balance: 115_000,
        covered: false,
        url: 'u',
      }),
      subscriptionMail.paymentFailed({
        plan: { type: 'PAYG_PLUS', areaName: null },
        amount: 100_000,
        retryAt: new Date(),
        reason: 'declined',
        url: 'u',
      }),
      subscriptionMail.yearEndReminder({
        plan: { type: 'CHAMPIONSHIP', areaName: null },
        endsAt: new Date(),
        flexiblePrice: 169_900,
        url: 'u',
      }),
      subscriptionMail.withdrawn({
        plan: { type: 'CHAMPIONSHIP_FLEXIBLE', areaName: 'Praha' },
        at: new Date(),
        refund: 100_000,
        charged: 5_000,
        url: 'u',
      }),
      partnerMailTemplates.partnerInvitation('Jana', 'u', 'l'),
      partnerMailTemplates.partnerApproved('Jana', 'u'),
      partnerMailTemplates.partnerRejected('Jana', 'r', 'u'),
      partnerMailTemplates.organisationInvitation('Jana', 'Org', 'u', 'l'),
      partnerMailTemplates.walkInWelcome({ name: 'Jana', venue: 'V', url: 'u', cardUrl: 'c' }),
      partnerMailTemplates.walkInPayment({
        venue: 'V',
        activity: 'Box',
        when: new Date(),
        price: 15_000,
        url: 'u',
        until: 't',
      }),
      partnerMailTemplates.partnerSuspendedEntries({ partner: 'P', entries: [], refunded: 15_000, url: 'u' }),
      companyMail.invitation('Firma', 'Brno', 50_000, 'u'),
      companyMail.removed('Firma', new Date(), 'u'),
      companyMail.overdue('1', new Date(), 'u'),
      companyMail.seatSuspended('Firma', 'u'),
      companyMail.invoiceIssued({
        number: '1',
        month: '2026-11',
        amount: 100_000,
        due: new Date(),
        variableSymbol: 'v',
        url: 'u',
      }),
      companyMail.lifted('1', 'u'),
      payoutMail.paid({ period: '2026-10', amount: 100_000, account: '19-2000145399/0800', url: 'u' }),
      webhookDisabledMail('https://example.com/hook', 'u'),
      referralMailTemplates.rewardForReferrer('Jana', 10_000, 20_000, 'u'),
      referralMailTemplates.rewardForReferee(10_000, 20_000, 'u'),
      referralMailTemplates.rewardTakenBack(10_000, 5_000, 5_000, 0, false),
      voucherMail.delivered(
        {
          code: 'ABCD-EFGH',
          amount: 569_400,
          recipientName: 'Eva',
          recipientEmail: 'eva@example.com',
          message: null,
          deliveryDate: '2026-12-24',
          validUntil: new Date('2027-12-24T12:00:00Z'),
          plan: { type: 'CHAMPIONSHIP_FLEXIBLE', areaName: 'Praha' },
          periods: 3,
        },
        'Jana',
        'u',
      ),
      voucherMail.bought(
        {
          code: 'ABCD-EFGH',
          amount: 100_000,
          recipientName: 'Eva',
          recipientEmail: 'eva@example.com',
          message: null,
          deliveryDate: '2026-12-24',
          validUntil: new Date('2027-12-24T12:00:00Z'),
        },
        'u',
      ),
    ];
    for (const mail of renders) {
      expect(mail.en.subject).not.toBe(mail.cs.subject);
      expect(isCzechText(mail.en.text.replace(CZECH_TERMS, '')), mail.en.text).toBe(false);
    }
    expect(nbsp(renders.at(-1)!.en.text)).toContain('on 24 December 2026');
    expect(nbsp(renders.at(-1)!.en.subject)).toBe('Champions gift voucher for 1,000 Kč');
  });
});

describe('a plan named in the reader’s language', () => {
  const brnoYearly = { type: 'CHAMPIONSHIP', areaName: 'Brno' } as const;
  const everywhereFlexible = { type: 'CHAMPIONSHIP_FLEXIBLE', areaName: null } as const;
  const payg = { type: 'PAYG_PLUS', areaName: null } as const;
  const paid = { total: 169_900, card: 169_900, credits: 0, creditsBack: 0 };

  it('names each plan in Czech and in English; the stored payment description stays Czech', () => {
    expect(planLabel(brnoYearly, 'cs')).toBe('Championship – roční, Brno');
    expect(planLabel(brnoYearly, 'en')).toBe('Championship – yearly, Brno');
    expect(planLabel(everywhereFlexible, 'cs')).toBe('Championship – flexibilní, všechny lokality');
    expect(planLabel(everywhereFlexible, 'en')).toBe('Championship – flexible, all locations');
    expect(planLabel(payg, 'cs')).toBe('PAYG+');
    expect(planLabel(payg, 'en')).toBe('PAYG+');
    expect(planName('CHAMPIONSHIP_FLEXIBLE', null)).toBe('Championship – flexibilní, všechny lokality');
  });

  it('gives the subscription and money mails the plan as a value: each half names it in its language', () => {
    const mails = [
      paymentMail.subscriptionOrdered({
        plan: brnoYearly,
        orderedAt: new Date('2026-12-03T08:00:00Z'),
        pricePerPeriod: 169_900,
        periods: 13,
        paid,
        receiptNumber: '2026-000001',
        url: 'u',
      }),
      paymentMail.renewed({
        plan: brnoYearly,
        period: 1,
        nextBilling: null,
        paid,
        receiptNumber: null,
        url: 'u',
      }),
      subscriptionMail.yearEndReminder({
        plan: brnoYearly,
        endsAt: new Date('2027-12-03T08:00:00Z'),
        flexiblePrice: 189_800,
        url: 'u',
      }),
      subscriptionMail.withdrawn({ plan: brnoYearly, at: new Date(), refund: 100_000, charged: 0, url: 'u' }),
      subscriptionMail.paymentFailed({
        plan: brnoYearly,
        amount: 169_900,
        retryAt: null,
        reason: 'no_card',
        url: 'u',
      }),
    ];
    for (const mail of mails) {
      expect(`${mail.cs.subject} ${mail.cs.text}`).toContain('Championship – roční, Brno');
      expect(mail.en.text).toContain('Championship – yearly, Brno');
      expect(mail.en.text).not.toContain('roční');
      expect(isCzechText(`${mail.en.subject} ${mail.en.text}`.replace(CZECH_TERMS, '')), mail.en.text).toBe(
        false,
      );
    }
    const fee = paymentMail.subscriptionCharge({
      charge: { kind: 'switch', plan: everywhereFlexible },
      paid,
      receiptNumber: null,
      url: 'u',
    });
    expect(fee.cs.subject).toBe(
      'Potvrzení platby: Změna předplatného na Championship – flexibilní, všechny lokality – Champions',
    );
    expect(fee.en.subject).toBe(
      'Payment confirmed: Change of the subscription to Championship – flexible, all locations – Champions',
    );
  });

  it('words a failed renewal’s reason in each language, never the provider’s own message', () => {
    const reasons = {
      no_card: ['(chybí platební karta)', '(there is no payment card to charge)'],
      declined: ['(karta byla zamítnuta)', '(the card was declined)'],
      insufficient_funds: ['(na kartě není dostatek prostředků)', '(the card has insufficient funds)'],
      expired_card: ['(platnost karty vypršela)', '(the card has expired)'],
      not_done: ['(platbu nebylo možné dokončit)', '(the payment could not be completed)'],
    } as const;
    for (const [reason, [czech, english]] of Object.entries(reasons)) {
      const mail = subscriptionMail.paymentFailed({
        plan: payg,
        amount: 11_900,
        retryAt: new Date('2026-12-04T08:00:00Z'),
        reason: reason as keyof typeof reasons,
        url: 'u',
      });
      expect(mail.cs.text).toContain(czech);
      expect(mail.en.text).toContain(english);
      expect(mail.en.text).toContain('on 4 Dec 2026, 09:00');
      expect(isCzechText(mail.en.text.replace(CZECH_TERMS, '')), mail.en.text).toBe(false);
    }
  });
});

describe('the texts of the documents in both languages', () => {
  const sets = {
    receipt: [RECEIPT_TEXTS, RECEIPT_TEXTS_EN],
    contract: [CONTRACT_TEXTS, CONTRACT_TEXTS_EN],
    invoice: [COMPANY_INVOICE_TEXTS, COMPANY_INVOICE_TEXTS_EN],
    statement: [PAYOUT_STATEMENT_TEXTS, PAYOUT_STATEMENT_TEXTS_EN],
  } as const;
  // a date serves as every value a text takes: a day, an amount, a count or a name
  const shown = (text: unknown) =>
    typeof text === 'function'
      ? text(...Array.from({ length: 4 }, () => new Date('2026-12-03T08:00:00Z')))
      : text;

  it('has English for every Czech text, and the English is not Czech', () => {
    const failures: string[] = [];
    for (const [name, [czech, english]] of Object.entries(sets)) {
      const keys = (texts: object) => Object.keys(texts).sort().join();
      if (keys(czech) !== keys(english)) failures.push(`${name}: the keys differ`);
      for (const [key, text] of Object.entries(english)) {
        const words = String(shown(text));
        if (isCzechText(words.replace(CZECH_TERMS, ''))) failures.push(`${name}.${key}: ${words}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the texts an answer carries, in the language of the request', () => {
  // each English set beside the Czech one it stands for; a Czech key the English lacks is data (a stored
  // payment description, the request the back office reads), never shown as an answer
  const sets = {
    messages: [MESSAGES, MESSAGES_EN],
    partner: [PARTNER_TEXTS, PARTNER_TEXTS_EN],
    refusals: [SCAN_REFUSALS, SCAN_REFUSALS_EN],
    entries: [ENTRY_MESSAGES, ENTRY_MESSAGES_EN],
    approval: [PARTNER_APPROVAL_TEXTS, PARTNER_APPROVAL_TEXTS_EN],
    trainer: [TRAINER_TEXTS, TRAINER_TEXTS_EN],
    organisations: [BO_ORGANISATION_TEXTS, BO_ORGANISATION_TEXTS_EN],
    backoffice: [BACKOFFICE_TEXTS, BACKOFFICE_TEXTS_EN],
    reception: [ORGANISATION_TEXTS, ORGANISATION_TEXTS_EN],
    feeds: [FEED_MESSAGES, FEED_MESSAGES_EN],
    insights: [INSIGHTS_TEXTS, INSIGHTS_TEXTS_EN],
    company: [COMPANY_TEXTS, COMPANY_SCAN_TEXTS_EN],
  } as const;
  const sample = (text: unknown): string[] =>
    typeof text === 'function'
      ? [String(text('Jana', 3, 2, 1)), String(text('Jana', 0, 0))]
      : typeof text === 'object' && text !== null
        ? Object.values(text).flatMap(sample)
        : [String(text)];

  it('has each English text for a Czech one, and the English is not Czech', () => {
    const failures: string[] = [];
    for (const [name, [czech, english]] of Object.entries(sets)) {
      for (const [key, text] of Object.entries(english)) {
        if (!(key in czech)) failures.push(`${name}.${key}: no Czech text of that name`);
        for (const words of sample(text))
          if (isCzechText(words.replace(CZECH_TERMS, ''))) failures.push(`${name}.${key}: ${words}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a request for a link in English when English comes first, in Czech otherwise', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: 'uzivatel@champions.cz' },
        headers,
      });
    expect((await ask({ 'accept-language': 'en-GB,en;q=0.9' })).json().message).toBe(MESSAGES_EN.CHECK_EMAIL);
    expect((await ask({})).json().message).toBe(MESSAGES.CHECK_EMAIL);
  });

  it('names the payments of the billing history in the reader’s language; stored, they stay Czech', async () => {
    const buyer = await customerMaker(() => t, 'historie', 'Zákazník')(100_000);
    const [partner] = await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
    const [slot] = await partnerSlotsQuery(t, partner!.id, t.clock.now()).limit(1);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(buyer.token),
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    const history = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user/subscriptions/billing-history?page=1&limit=50',
          headers: { ...userHeaders(buyer.token), 'accept-language': language },
        })
      ).json().payments[0].description as string;
    const czech = await history('cs');
    expect(czech).toMatch(/^Vstup: /);
    expect(await history('en')).toBe(czech.replace('Vstup: ', 'Entry: '));
  });

  it('says at the door why a code does not admit in the language of the reception', async () => {
    const partner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: 'Champions123!' },
    });
    const scan = (language: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/entries/scan',
        headers: { 'x-admin-token': `Bearer ${partner.json().token}`, 'accept-language': language },
        payload: { code },
      });
    expect((await scan('en', 'not a card')).json()).toMatchObject({
      admitted: false,
      reason: 'code_invalid',
      message: SCAN_REFUSALS_EN.code_invalid,
    });
    expect((await scan('cs', 'not a card')).json().message).toBe(SCAN_REFUSALS.code_invalid);
    // typed digits that match nobody's card now
    expect((await scan('en', '0000 0000')).json().message).toBe(ENTRY_MESSAGES_EN.TYPED_CODE_UNKNOWN);
  });
});

describe('the dev mailbox in the language of the browser', () => {
  it('is Czech by default and English when English comes first', async () => {
    const czech = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(czech.statusCode).toBe(200);
    expect(czech.body).toContain('<html lang="cs">');
    expect(czech.body).toContain('Vývojová schránka');
    const english = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'accept-language': 'en' },
    });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Development mailbox');
    expect(english.body).toContain('Subject');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('This e-mail is not in the mailbox.');
  });
});

describe('documents in the buyer’s language', () => {
  const voucher = {
    id: '00000000-0000-4000-8000-000000000001',
    code: 'ABCD-EFGH-JKLM',
    amount: 100_000,
    recipientName: 'Eva',
    recipientEmail: null,
    message: 'Všechno nejlepší',
    deliveryDate: '2026-12-24',
    validUntil: new Date('2027-12-24T12:00:00Z'),
  } as Parameters<typeof renderVoucherPdf>[0];
  const textOf = async (pdf: Buffer) =>
    (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

  it('renders the gift voucher PDF in Czech or in English', async () => {
    const czech = await textOf(await renderVoucherPdf(voucher, 'http://localhost:3000'));
    expect(czech).toContain('Dárkový poukaz Champions');
    expect(czech).toContain('1 000 Kč');
    expect(czech).toContain('Platí do 24. prosince 2027.');
    const english = await textOf(await renderVoucherPdf(voucher, 'http://localhost:3000', 'en'));
    expect(english).toContain('Champions gift voucher');
    expect(english).toContain('1,000 Kč');
    expect(english).toContain('Valid until 24 December 2027.');
    expect(english).not.toContain('Dárkový');
  });

  it('names a plan voucher’s plan in the PDF’s language', async () => {
    const plan = {
      ...voucher,
      amount: 569_400,
      plan: { type: 'CHAMPIONSHIP_FLEXIBLE' as const, areaName: 'Praha' },
      periods: 3,
    };
    const czech = await textOf(await renderVoucherPdf(plan, 'http://localhost:3000'));
    expect(czech).toContain('Championship – flexibilní, Praha 3 období (12 týdnů)');
    const english = await textOf(await renderVoucherPdf(plan, 'http://localhost:3000', 'en'));
    expect(english).toContain('Championship – flexible, Praha 3 periods (12 weeks)');
    expect(english).not.toContain('flexibilní');
    expect(english).not.toContain('období');
  });

  it('keeps the tax document Czech, with English beside each label for an English customer', async () => {
    const receipt = {
      number: '2026-000042',
      kind: 'simplified' as const,
      issuedAt: '2026-12-03T08:00:00.000Z',
      seller: { name: 'Champions s.r.o.', address: 'Praha', ico: '12345678', dic: 'CZ12345678' },
      buyer: { name: 'Jana Nová', email: 'jana@example.com' },
      items: [{ description: 'Vstup: Box', quantity: 1, total: 15_000, vatRate: 12 }],
      vat: [{ ratePercent: 12, base: 13_393, vat: 1_607, total: 15_000 }],
      total: 15_000,
      paidByCard: 15_000,
      paidByCredits: 0,
      creditsBack: 0,
      currency: 'CZK',
    };
    const czech = await textOf(await renderReceiptPdf(receipt));
    expect(czech).toContain('Zjednodušený daňový doklad');
    expect(czech).toContain('Prodávající');
    expect(czech).not.toContain('Seller');
    const bilingual = await textOf(await renderReceiptPdf(receipt, 'en'));
    expect(bilingual).toContain('Zjednodušený daňový doklad / Simplified tax document');
    expect(bilingual).toContain('Prodávající / Seller');
    expect(bilingual).toContain('Celkem k úhradě: 150 Kč / Total to pay: 150 Kč');
  });

  it('keeps the credit note Czech, bilingual for a customer whose language is English', async () => {
    const note = {
      number: 'D2026-000007',
      issuedAt: '2026-12-03T08:00:00.000Z',
      receiptNumber: '2026-000042',
      receiptIssuedAt: '2026-12-01T08:00:00.000Z',
      seller: { name: 'Champions s.r.o.', address: 'Praha', ico: '12345678', dic: 'CZ12345678' },
      buyer: { name: 'Demo', email: 'uzivatel@champions.cz' },
      description: 'Vstup: Box',
      total: -15_000,
      vat: [{ ratePercent: 12, base: -13_393, vat: -1_607, total: -15_000 }],
      reason: 'Zrušený termín',
      currency: 'CZK',
      returnedAs: 'card' as const,
    };
    const czech = await textOf((await renderCreditNotePdf(note)).pdf);
    expect(czech).toContain('Opravný daňový doklad');
    expect(czech).not.toContain('Credit note');
    const bilingual = await textOf((await renderCreditNotePdf(note, 'en')).pdf);
    expect(bilingual).toContain('Opravný daňový doklad / Credit note');
    expect(bilingual).toContain('Kupující / Buyer');
    // the buyer's account decides: the demo customer is Czech until it chooses English
    expect(await textOf((await customerCreditNotePdf(t.db, note)).pdf)).not.toContain('Credit note');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'en' },
    });
    expect(await textOf((await customerCreditNotePdf(t.db, note)).pdf)).toContain('Credit note');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: asUser(),
      payload: { language: 'cs' },
    });
  });
});
