import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useCzechFieldMessages } from '../src/shared/field-messages.ts';

/** The Czech defaults of refused fields: what each kind of mistake says, and a schema's own text wins. */
describe('the default field messages', () => {
  beforeAll(() => useCzechFieldMessages());
  const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('say in Czech what is missing or of the wrong kind', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('Vyplňte toto pole.');
    expect(messageOf(z.string(), 5)).toBe('Zadejte text.');
    expect(messageOf(z.number(), 'x')).toBe('Zadejte číslo.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Zadejte celé číslo.');
    expect(messageOf(z.boolean(), 'ano')).toBe('Vyberte ano, nebo ne.');
    expect(messageOf(z.array(z.string()), 'a')).toBe('Zadejte seznam hodnot.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Vyberte jednu z nabízených možností.');
    expect(messageOf(z.uuid(), 'x')).toBe('Neplatný identifikátor.');
    expect(messageOf(z.email(), 'x')).toBe('Zadejte e-mail ve tvaru jmeno@domena.cz.');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Tento údaj se nezadává.');
  });

  it('count characters and items with the right Czech plural', () => {
    expect(messageOf(z.string().min(1), '')).toBe('Zadejte alespoň 1 znak.');
    expect(messageOf(z.string().min(3), 'a')).toBe('Zadejte alespoň 3 znaky.');
    expect(messageOf(z.string().max(5), 'abcdef')).toBe('Zadejte nejvýše 5 znaků.');
    expect(messageOf(z.array(z.string()).min(2), [])).toBe('Zadejte alespoň 2 položky.');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Zadejte nejvýše 1 položku.');
    expect(messageOf(z.number().min(10), 2)).toBe('Zadejte hodnotu alespoň 10.');
    expect(messageOf(z.number().max(10), 20)).toBe('Zadejte hodnotu nejvýše 10.');
  });

  it('leave a schema’s own message alone', () => {
    expect(messageOf(z.string().min(1, 'Napište jméno.'), '')).toBe('Napište jméno.');
  });
});
