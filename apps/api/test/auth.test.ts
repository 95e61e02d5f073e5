import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpServer } from './smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const registration = (email: string) => ({
  email,
  password: 'Silne-heslo-42',
  name: 'Karel Novák',
  acceptTerms: true,
});

describe('user registration, verification and sign-in', () => {
  it('registers, e-mails a verification link over SMTP, verifies once, then signs in', async () => {
    const res = await post('/api/user/register', registration('karel@example.cz'));
    expect(res.statusCode).toBe(202);

    const mail = smtp.lastTo('karel@example.cz');
    expect(mail.subject).toBe('Potvrďte svůj e-mail – Champions');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/user\/verify-email\?token=/);

    const beforeVerify = await post('/api/user/login', {
      email: 'karel@example.cz',
      password: 'Silne-heslo-42',
    });
    expect(beforeVerify.statusCode).toBe(403);

    const verified = await post('/api/user/verify-email', { token: mail.token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().account).toMatchObject({
      email: 'karel@example.cz',
      role: 'user',
      emailVerified: true,
    });

    const reused = await post('/api/user/verify-email', { token: mail.token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('Odkaz je neplatný');

    const login = await post('/api/user/login', { email: 'KAREL@example.cz ', password: 'Silne-heslo-42' });
    expect(login.statusCode).toBe(200);
    const me = await get('/api/user/me', { 'x-user-token': `Bearer ${login.json().token}` });
    expect(me.json().name).toBe('Karel Novák');
  });

  it('answers a duplicate registration like a new one, creates nothing and tells the owner by e-mail', async () => {
    const count = smtp.received.length;
    const res = await post('/api/user/register', registration('karel@example.cz'));
    expect(res.statusCode).toBe(202);
    expect(smtp.received.length).toBe(count + 1);
    expect(smtp.lastTo('karel@example.cz').subject).toBe('Pokus o registraci – Champions');
    const login = await post('/api/user/login', { email: 'karel@example.cz', password: 'Silne-heslo-42' });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ ...registration('a@b.cz'), password: 'kratke1' }, 'body.password', 'Heslo musí mít alespoň 8 znaků.'],
    [
      { ...registration('a@b.cz'), password: 'password123' },
      'body.password',
      'Toto heslo je mezi nejčastěji používanými',
    ],
    [{ ...registration('neni-email') }, 'body.email', 'Zadejte platný e-mail.'],
    [
      { ...registration('a@b.cz'), acceptTerms: false },
      'body.acceptTerms',
      'Pro registraci je nutný souhlas',
    ],
    [{ ...registration('a@b.cz'), name: '' }, 'body.name', 'Zadejte jméno a příjmení.'],
  ])(
    'rejects bad registration input with a Czech 400 naming the field (%#)',
    async (payload, field, message) => {
      const res = await post('/api/user/register', payload);
      expect(res.statusCode).toBe(400);
      const fields = res.json().details.fields as { field: string; message: string }[];
      expect(fields.find((f) => f.field === field)?.message).toContain(message);
    },
  );

  it('does not reveal whether an e-mail is registered', async () => {
    const known = await post('/api/user/forgot-password', { email: 'karel@example.cz' });
    const unknown = await post('/api/user/forgot-password', { email: 'nikdo@example.cz' });
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const wrongPassword = await post('/api/user/login', {
      email: 'karel@example.cz',
      password: 'spatne-heslo-1',
    });
    const wrongEmail = await post('/api/user/login', {
      email: 'nikdo@example.cz',
      password: 'spatne-heslo-1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.json().message).toBe(wrongPassword.json().message);
  });
});

describe('password reset', () => {
  it('resets with the single-use e-mailed link and revokes older tokens', async () => {
    const oldLogin = await post('/api/user/login', { email: 'karel@example.cz', password: 'Silne-heslo-42' });
    await post('/api/user/forgot-password', { email: 'karel@example.cz' });
    const mail = smtp.lastTo('karel@example.cz');
    expect(mail.subject).toBe('Obnovení hesla – Champions');
    expect(mail.link).toContain('/user/update-password?token=');

    const reset = await post('/api/user/update-password', { token: mail.token, password: 'Nove-heslo-77' });
    expect(reset.statusCode).toBe(200);
    const again = await post('/api/user/update-password', { token: mail.token, password: 'Jine-heslo-88' });
    expect(again.statusCode).toBe(400);

    const oldToken = await get('/api/user/me', { 'x-user-token': `Bearer ${oldLogin.json().token}` });
    expect(oldToken.statusCode).toBe(401);
    const login = await post('/api/user/login', { email: 'karel@example.cz', password: 'Nove-heslo-77' });
    expect(login.statusCode).toBe(200);
  });

  it('sends at most three links an hour to one account, answering the same to every request', async () => {
    const email = 'uzivatel@champions.cz';
    const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email)).length;
    const before = mailsTo();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post('/api/user/forgot-password', { email }));
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(mailsTo() - before).toBe(3);

    t.clock.advance(61 * 60_000);
    await post('/api/user/forgot-password', { email });
    expect(mailsTo() - before).toBe(4);
    t.clock.advance(-61 * 60_000);
  });

  it('refuses an expired link', async () => {
    await post('/api/user/forgot-password', { email: 'karel@example.cz' });
    const { token } = smtp.lastTo('karel@example.cz');
    t.clock.advance(61 * 60_000);
    const res = await post('/api/user/update-password', { token, password: 'Nove-heslo-99' });
    expect(res.statusCode).toBe(400);
    t.clock.advance(-61 * 60_000);
  });
});

describe('role tokens', () => {
  it('never accepts a token of one role on another role’s routes, nor a tampered or missing one', async () => {
    const user = await post('/api/user/login', { email: 'uzivatel@champions.cz', password: 'Champions123!' });
    const admin = await post('/api/admin/login', {
      email: 'partner@champions.cz',
      password: 'Champions123!',
    });
    expect(user.statusCode).toBe(200);
    expect(admin.statusCode).toBe(200);
    const userToken = user.json().token as string;

    expect((await get('/api/admin/me', { 'x-admin-token': `Bearer ${userToken}` })).statusCode).toBe(401);
    expect((await get('/api/admin/me', { 'x-user-token': `Bearer ${userToken}` })).statusCode).toBe(401);
    expect((await get('/api/user/me')).statusCode).toBe(401);

    const [header, payload, signature] = userToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: 'superadmin' })).toString('base64url');
    const tampered = `${header}.${forged}.${signature}`;
    expect((await get('/api/superadmin/me', { 'x-superadmin-token': `Bearer ${tampered}` })).statusCode).toBe(
      401,
    );
    expect((await get('/api/user/me', { 'x-user-token': 'Bearer not-a-jwt' })).statusCode).toBe(401);
    expect((await get('/api/user/me', { 'x-user-token': `Bearer ${userToken}` })).statusCode).toBe(200);
  });

  it('lets every seeded role sign in, and has no public registration for the superadmin', async () => {
    for (const [role, email] of [
      ['superadmin', 'admin@champions.cz'],
      ['staff', 'recepce@champions.cz'],
      ['trainer', 'trener@champions.cz'],
      ['partner', 'provozovatel@champions.cz'],
      ['business', 'firma@champions.cz'],
    ]) {
      const res = await post(`/api/${role}/login`, { email, password: 'Champions123!' });
      expect(res.statusCode, role).toBe(200);
    }
    expect((await post('/api/superadmin/register', registration('x@y.cz'))).statusCode).toBe(404);
  });

  it('makes an address wait after repeated wrong passwords to one account (counted per account and address)', async () => {
    for (let i = 0; i < 5; i++) {
      await post('/api/trainer/login', { email: 'trener@champions.cz', password: 'spatne-heslo' });
    }
    const locked = await post('/api/trainer/login', {
      email: 'trener@champions.cz',
      password: 'Champions123!',
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('profile, data export and erasure', () => {
  it('changes the name and password, then erases the account but keeps nothing personal', async () => {
    await post('/api/user/register', registration('smazat@example.cz'));
    const verified = await post('/api/user/verify-email', { token: smtp.lastTo('smazat@example.cz').token });
    const headers = { 'x-user-token': `Bearer ${verified.json().token}` };

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me',
      headers,
      payload: { name: 'Eva Nová' },
    });
    expect(renamed.json().name).toBe('Eva Nová');

    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/password',
      headers,
      payload: { currentPassword: 'spatne', newPassword: 'Dalsi-heslo-11' },
    });
    expect(wrong.statusCode).toBe(400);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers,
      payload: { password: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers,
      payload: { password: 'Silne-heslo-42' },
    });
    expect(erased.statusCode).toBe(200);
    expect((await get('/api/user/me', headers)).statusCode).toBe(401);
    const login = await post('/api/user/login', { email: 'smazat@example.cz', password: 'Silne-heslo-42' });
    expect(login.statusCode).toBe(401);
  });
});
