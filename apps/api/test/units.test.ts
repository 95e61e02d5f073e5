import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig, areas } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** Units: SPEC 9 gives the config and area prices in Kč; everything else is in haléře. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

/** Every property of a schema, with its path, walking nested objects, arrays and unions. */
function* properties(schema: JsonSchema | undefined, path: string): Generator<[string, JsonSchema]> {
  if (!schema || typeof schema !== 'object') return;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    yield [`${path}.${name}`, child];
    yield* properties(child, `${path}.${name}`);
  }
  if (schema.items) yield* properties(schema.items, `${path}[]`);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    yield* properties(part, path);
  }
  if (typeof schema.additionalProperties === 'object') yield* properties(schema.additionalProperties, path);
}

const isInteger = (schema: JsonSchema): boolean =>
  schema.type === 'integer' ||
  (Array.isArray(schema.type) && schema.type.includes('integer')) ||
  [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isInteger);
const descriptionOf = (schema: JsonSchema): string =>
  [schema.description ?? '', ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(descriptionOf)].join(
    ' ',
  );

const MONEY_NAME = /price|amount|credits|earning|fee|refund|charge|total(?!Pages)|cost|paid|due/i;

describe('units at the API (SPEC 9)', () => {
  it('GET /api/public/ answers config and area prices in whole Kč: 1799, 199, 119 and 1699', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/' });
    const body = res.json();
    expect(body.config).toEqual({ allLocationsPrice: 1799, flexiblePrice: 199, paygPlusPrice: 119 });
    expect(new Set(body.areas.map((a: { price: number }) => a.price))).toEqual(new Set([1699]));
  });

  it('keeps haléře inside: the database holds 179 900 and 169 900', async () => {
    const [config] = await t.db.select().from(appConfig);
    expect(config).toMatchObject({
      allLocationsPrice: 179_900,
      flexiblePrice: 19_900,
      paygPlusPrice: 11_900,
    });
    const areaRows = await t.db.select({ price: areas.price }).from(areas);
    expect(areaRows.every((a) => a.price === 169_900)).toBe(true);
  });

  it('answers the other amounts in haléře: an activity from 230 Kč is 23000', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/' });
    const joga = res.json().activities.find((a: { name: string }) => a.name === 'Hatha jóga pro začátečníky');
    expect(joga.priceFrom).toBe(23_000);
  });

  it('states the unit of every money field in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const missing: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const op = operation as {
          responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        };
        const schemas = [
          ...Object.entries(op.responses ?? {}).map(
            ([status, r]) => [status, r.content?.['application/json']?.schema] as const,
          ),
          ['body', op.requestBody?.content?.['application/json']?.schema] as const,
        ];
        for (const [where, schema] of schemas) {
          for (const [field, property] of properties(schema, `${method.toUpperCase()} ${path} ${where}`)) {
            const name = field.split('.').at(-1)!;
            if (!MONEY_NAME.test(name) || !isInteger(property) || /agination\.total$/.test(field)) continue;
            checked += 1;
            if (!/haléř|Kč/.test(descriptionOf(property))) missing.push(field);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('describes the SPEC 9 prices as Kč and the rest as haléře', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/public/'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.config.properties.allLocationsPrice.description).toMatch(/Kč/);
    expect(schema.properties.areas.items.properties.price.description).toMatch(/Kč/);
    const priceFrom = schema.properties.activities.items.properties.priceFrom;
    expect(descriptionOf(priceFrom)).toMatch(/haléř/);
  });
});
