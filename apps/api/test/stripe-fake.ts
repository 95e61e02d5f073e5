import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe SDK sent, as the fake saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A small HTTP server that answers like Stripe's API for the calls the payments module makes
 * (customers and their deletion, payment intents, setup intents, payment methods, refunds), so tests prove the
 * requests the official SDK sends. `failNext` makes the next matching call answer a card error.
 */
export async function startStripeFake() {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, StripeObject>();
  /** the account's balance transactions, newest first, as Stripe lists them: a charge per capture, one per refund */
  const balance: StripeObject[] = [];
  const addBalance = (type: 'charge' | 'refund', amount: number, source: StripeObject) =>
    balance.unshift({ id: id('txn'), object: 'balance_transaction', type, amount, currency: 'czk', source });
  let failNext: { path: RegExp; status: number; error: Record<string, unknown> } | null = null;
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const metadataOf = (form: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(form)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );

  function route(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (failNext?.path.test(path)) {
      const { status, error } = failNext;
      failNext = null;
      return [status, { error }];
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: form.email ?? null };
      objects.set(customer.id, customer);
      return [200, customer];
    }
    const customer = path.match(/^\/v1\/customers\/(\w+)$/);
    if (customer && method === 'DELETE') {
      if (!objects.delete(customer[1]!)) {
        return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
      }
      return [200, { id: customer[1], object: 'customer', deleted: true }];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi: StripeObject = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.amount),
        amount_received: 0,
        currency: form.currency,
        capture_method: form.capture_method ?? 'automatic_async',
        customer: form.customer ?? null,
        payment_method: form.payment_method ?? null,
        status: 'requires_payment_method',
        last_payment_error: null,
        metadata: metadataOf(form),
      };
      pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
      objects.set(pi.id, pi);
      return [200, pi];
    }
    const read = path.match(/^\/v1\/(payment_intents|setup_intents|payment_methods)\/([\w]+)$/);
    if (read && method === 'GET') {
      const m = read;
      const found = objects.get(m[2]!);
      return found
        ? [200, found]
        : [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
    }
    const action = path.match(/^\/v1\/payment_intents\/(\w+)\/(cancel|capture|confirm)$/);
    if (action && method === 'POST') {
      const m = action;
      const pi = objects.get(m[1]!);
      if (!pi) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing' } }];
      if (m[2] === 'cancel') pi.status = 'canceled';
      if (m[2] === 'capture') Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
      if (m[2] === 'confirm') {
        Object.assign(pi, {
          payment_method: form.payment_method,
          status: pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded',
          amount_received: pi.capture_method === 'manual' ? 0 : pi.amount,
        });
      }
      if (pi.status === 'succeeded' && m[2] !== 'cancel')
        addBalance('charge', pi.amount as number, { id: id('ch'), object: 'charge', payment_intent: pi.id });
      return [200, pi];
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const si: StripeObject = {
        id: id('seti'),
        object: 'setup_intent',
        customer: form.customer ?? null,
        payment_method: null,
        status: 'requires_payment_method',
        usage: form.usage,
        last_setup_error: null,
        metadata: metadataOf(form),
      };
      si.client_secret = `${si.id}_secret_${randomBytes(6).toString('hex')}`;
      objects.set(si.id, si);
      return [200, si];
    }
    const detach = path.match(/^\/v1\/payment_methods\/(\w+)\/detach$/);
    if (detach && method === 'POST') {
      const m = detach;
      const pm = objects.get(m[1]!);
      if (pm) pm.customer = null;
      return [200, pm];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount),
        payment_intent: form.payment_intent,
        status: 'succeeded',
      };
      addBalance('refund', -refund.amount, refund);
      return [200, refund];
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      const limit = Number(form.limit ?? 10);
      const from = form.starting_after ? balance.findIndex((t) => t.id === form.starting_after) + 1 : 0;
      const page = balance.slice(from, from + limit);
      const expanded = Object.values(form).includes('data.source');
      return [
        200,
        {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: from + limit < balance.length,
          data: page.map((t) => (expanded ? t : { ...t, source: (t.source as StripeObject).id })),
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const raw = Buffer.concat(chunks).toString();
      const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : raw));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form });
      const key = req.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${url.pathname}:${key}` : null;
      let status: number;
      let body: unknown;
      if (cacheKey && idempotent.has(cacheKey)) {
        status = 200;
        body = idempotent.get(cacheKey);
      } else {
        [status, body] = route(req.method ?? 'GET', url.pathname, form);
        if (cacheKey && status === 200) idempotent.set(cacheKey, body as StripeObject);
      }
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(4).toString('hex')}`,
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    /** the account's balance transactions (newest first); a test may add one Stripe made on its own */
    balance,
    addBalance,
    /** the next request to a matching path answers this error (e.g. a 402 card error) */
    failNext(path: RegExp, status: number, error: Record<string, unknown>) {
      failNext = { path, status, error };
    },
    /** what Stripe.js would do after the customer confirmed in Elements */
    set(objectId: string, patch: Record<string, unknown>) {
      const object = objects.get(objectId)!;
      if (object.object === 'payment_intent' && patch.status === 'succeeded' && object.status !== 'succeeded')
        addBalance('charge', Number(patch.amount_received ?? object.amount), {
          id: id('ch'),
          object: 'charge',
          payment_intent: objectId,
        });
      Object.assign(object, patch);
      return objects.get(objectId)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
