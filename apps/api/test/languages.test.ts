import { languageResponse, userDataResponse } from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox } from '../src/db/schema.ts';
import { mailTemplates, mailTemplatesCs } from '../src/mail/templates.ts';
import { ERROR_CODES, type ErrorCode, errorMessage } from '../src/shared/error-codes.ts';
import { ERROR_MESSAGES_EN } from '../src/shared/error-messages-en.ts';
import { fieldError } from '../src/shared/errors.ts';
import { isCzechText } from './czech-text.ts';
import { createTestApp, type TestApp } from './harness.ts';

// Issue 44, "English, whole": the account's language (kept for its e-mails and documents).

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

/** Czech names an English text keeps as they are (the Czech company numbers, the crown). */
const CZECH_TERMS = /IČO|DIČ|Kč/g;
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
  it('has every account template in both languages, the English not Czech', () => {
    const failures: string[] = [];
    for (const key of Object.keys(mailTemplatesCs) as (keyof typeof mailTemplatesCs)[]) {
      const render = mailTemplates[key] as (...args: unknown[]) => {
        cs: { subject: string; text: string };
        en: { subject: string; text: string };
      };
      const mail = render(...Array.from({ length: render.length || 5 }, () => 'X'));
      // a reply to a request keeps the back office's own subject
      if (key !== 'requestReply' && mail.en.subject === mail.cs.subject)
        failures.push(`${key}: the same subject in both`);
      if (isCzechText(mail.en.text)) failures.push(`${key}: the English text is Czech`);
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
