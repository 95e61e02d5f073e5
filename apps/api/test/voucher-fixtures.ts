import { randomUUID } from 'node:crypto';
import type { Voucher } from '@champions/contract';
import { expect } from 'vitest';
import { customerMaker, userHeaders } from './customers.ts';
import type { TestApp } from './harness.ts';

/** Gift vouchers bought the way the web buys them: a customer saves the test card 4242 and pays in one tap. */

async function saveCard(t: TestApp, headers: Record<string, string>): Promise<string> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers,
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers,
    payload: {
      clientSecret: setup.json().clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
    },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  const methods = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers });
  return methods.json().paymentMethods[0].id as string;
}

export function voucherBuyer(app: () => TestApp, label = 'poukaz') {
  return async function boughtVoucher(overrides: Record<string, unknown> = {}) {
    const t = app();
    // a maker per purchase, named uniquely: the examples make one from each call
    const buyer = await customerMaker(app, `${label}-${randomUUID().slice(0, 8)}-`, 'Poukaz')();
    const headers = userHeaders(buyer.token);
    const paymentMethodId = await saveCard(t, headers);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/vouchers',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        amount: 50_000,
        recipientName: 'Jana Nováková',
        message: 'Všechno nejlepší k narozeninám!',
        recipientEmail: 'jana.obdarovana@example.cz',
        deliveryDate: '2026-12-24',
        paymentMethodId,
        ...overrides,
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    return { buyer, headers, voucher: bought.json().voucher as Voucher };
  };
}
