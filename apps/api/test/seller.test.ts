import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

describe('GET /api/public/seller', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: 'reference',
      env: {
        SELLER_NAME: 'Sportovní s.r.o.',
        SELLER_ICO: '27082440',
        SELLER_ADDRESS: 'Dlouhá 1, 110 00 Praha 1',
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers the seller receipts name, to anyone, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Sportovní s.r.o.',
      ico: '27082440',
      address: 'Dlouhá 1, 110 00 Praha 1',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
