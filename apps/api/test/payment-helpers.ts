import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database as TestDb } from '../src/db/client.ts';
import { accounts } from '../src/db/schema.ts';
import { currentAccount, requireRole } from '../src/modules/auth/index.ts';
import { replayAnswer, runIdempotent } from '../src/modules/payments/index.ts';

/**
 * A purchase route as a paying feature (entries, subscriptions) builds one on the payments
 * service: POST /api/test/orders { amount, reference, paymentMethodId? } with Idempotency-Key.
 */
export function testOrders() {
  /** what the test fulfilment granted: payment ids, in order */
  const fulfilled: string[] = [];
  const control = { failFulfilment: 0 };
  function register(app: FastifyInstance) {
    app.payments.registerFulfilment('test_order', async (tx, payment) => {
      if (control.failFulfilment > 0) {
        control.failFulfilment--;
        throw new Error('simulated crash while confirming');
      }
      await tx.select().from(accounts).where(eq(accounts.id, payment.userId));
      fulfilled.push(payment.id);
    });
    app.register(
      async (api) => {
        api.post(
          '/test/orders',
          {
            preHandler: requireRole('user'),
            schema: {
              body: z.object({
                amount: z.number().int().min(0),
                reference: z.string(),
                paymentMethodId: z.uuid().optional(),
              }),
            },
          },
          async (request) => {
            const account = currentAccount(request);
            const body = request.body as { amount: number; reference: string; paymentMethodId?: string };
            const key = request.headers['idempotency-key'];
            const answer = await runIdempotent(
              app.ctx.db,
              {
                accountId: account.id,
                scope: 'test-order',
                key: typeof key === 'string' ? key : undefined,
                body,
              },
              async (idempotencyKey) => ({
                statusCode: 200,
                body: await app.payments.startPurchase({
                  userId: account.id,
                  amount: body.amount,
                  purpose: {
                    kind: 'test_order',
                    reference: body.reference,
                    description: 'Vstup: Jóga – Karlín',
                  },
                  idempotencyKey,
                  paymentMethodId: body.paymentMethodId,
                }),
              }),
            );
            return replayAnswer(answer);
          },
        );
      },
      { prefix: '/api' },
    );
  }
  return { fulfilled, control, register };
}

/** A verified customer with no credits (the demo customer starts with a welcome credit). */
export async function payingCustomer(t: { app: FastifyInstance; db: TestDb }, email: string) {
  const [account] = await t.db
    .insert(accounts)
    .values({ role: 'user', email, name: 'Jana Platící', emailVerifiedAt: new Date() })
    .returning();
  const token = await t.app.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
  return { token, userId: account!.id };
}
