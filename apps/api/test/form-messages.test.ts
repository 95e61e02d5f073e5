import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Every refusal of a form field names what is wrong, in Czech, instead of a generic or wrong text. */
describe('form field messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' });
  });
  afterAll(async () => t?.close());

  const fieldMessages = (body: unknown) =>
    Object.fromEntries(
      ((body as { details?: { fields?: { field: string; message: string }[] } }).details?.fields ?? []).map(
        (entry) => [entry.field.replace(/^body\./, ''), entry.message],
      ),
    );
  const contact = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      payload: {
        kind: 'contact',
        name: 'Eva Nová',
        email: 'eva@example.cz',
        message: 'Dobrý den',
        ...payload,
      },
    });

  it('a message over the limit says the limit, not "Napište nám zprávu."', async () => {
    const res = await contact({ message: 'a'.repeat(6000) });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json())).toEqual({ message: 'Zpráva může mít nejvýše 5 000 znaků.' });
  });

  it('a phone number must be one', async () => {
    for (const phone of ['abc', '12', '+420 abc 123 456']) {
      const res = await contact({ phone });
      expect(res.statusCode, phone).toBe(400);
      expect(fieldMessages(res.json())).toEqual({
        phone: 'Zadejte telefonní číslo, např. +420 777 123 456.',
      });
    }
    for (const phone of ['+420 777 123 456', '777123456', '(+420) 777-123-456', '']) {
      expect((await contact({ phone })).statusCode, phone).toBe(201);
    }
  });

  it('registration refuses a phone that is not a number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: 'eva@example.cz',
        password: 'Silne-heslo-42',
        name: 'Eva Nová',
        phone: 'abc',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res.json()).phone).toBe('Zadejte telefonní číslo, např. +420 777 123 456.');
  });
});
