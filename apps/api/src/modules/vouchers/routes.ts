import { VOUCHER_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { answerLanguage } from '../../shared/error-handler.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount } from '../auth/index.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { createRedeemThrottle } from './redeem-throttle.ts';
import { selectBuyerVouchers } from './repository.ts';
import {
  listBackofficeVouchers,
  resendVoucher,
  voidVoucherByBackoffice,
} from './services/backoffice-vouchers.ts';
import { buyVoucher, voucherOfPayment } from './services/buy-voucher.ts';
import { redeemVoucher } from './services/redeem-voucher.ts';
import { customerVoucher } from './services/voucher-view.ts';
import { voidVoucher } from './services/withdraw-voucher.ts';

/**
 * Gift vouchers (docs/business-rules.md, "Dárkové poukazy"): the customer buys one by card, redeems a code
 * as credit, withdraws within 14 days; the back office finds, resends and voids them.
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config, redis, redisPrefix } = app.ctx;
  const { payments } = app;
  const now = () => clock.now();
  const publicUrl = config.PUBLIC_URL;
  const tags = { tags: ['vouchers'] };
  const voidDeps = { db, payments, now, log: app.log };
  const throttle = createRedeemThrottle({
    redis,
    redisPrefix,
    now,
    onRedisError: (error) =>
      app.log.warn({ err: { message: String(error) } }, 'voucher redeem throttle: Redis unreachable'),
  });

  // two identical vouchers may both be meant (two gifts): only the client's key tells a repeat from a new one
  routeMoneyCall(
    app,
    calls.buy,
    tags,
    async ({ body, request, reply, key }) => {
      const answer = await buyVoucher(
        db,
        payments,
        currentAccount(request),
        body,
        key,
        now(),
        answerLanguage(request),
      );
      reply.status(answer.statusCode);
      return answer.body;
    },
    { keyRequired: true },
  );
  routeFromCall(app, calls.mine, tags, async ({ request }) => {
    const at = now();
    const language = answerLanguage(request);
    const rows = await selectBuyerVouchers(db, currentAccount(request).id);
    return { vouchers: await Promise.all(rows.map((v) => customerVoucher(db, v, at, language))) };
  });
  routeFromCall(app, calls.ofPayment, tags, async ({ params, request }) =>
    voucherOfPayment(db, currentAccount(request).id, params.paymentId, now(), answerLanguage(request)),
  );
  routeMoneyCall(app, calls.redeem, tags, async ({ body, request }) => {
    const account = currentAccount(request);
    await throttle.assertAllowed(account.id, request.ip);
    try {
      return await redeemVoucher(db, account.id, body.code, now(), answerLanguage(request));
    } catch (error) {
      if (error instanceof AppError && error.code === 'VOUCHER_NOT_FOUND') {
        await throttle.recordUnknownCode(account.id, request.ip);
      }
      throw error;
    }
  });
  routeMoneyCall(app, calls.withdraw, tags, async ({ params, request }) => {
    const buyerId = currentAccount(request).id;
    const voucher = await voidVoucher(voidDeps, params.voucherId, { buyerId, actorId: buyerId });
    return { voucher: await customerVoucher(db, voucher, now(), answerLanguage(request)) };
  });

  const superadmin = { tags: ['superadmin'] };
  routeFromCall(app, calls.backofficeList, superadmin, async ({ query }) =>
    listBackofficeVouchers(db, query.q, now()),
  );
  routeFromCall(app, calls.backofficeResend, superadmin, async ({ params, request }) =>
    resendVoucher({ db, mailer, publicUrl, now }, currentAccount(request), params.voucherId),
  );
  routeMoneyCall(app, calls.backofficeVoid, superadmin, async ({ params, request }) =>
    voidVoucherByBackoffice(voidDeps, currentAccount(request), params.voucherId),
  );
};
