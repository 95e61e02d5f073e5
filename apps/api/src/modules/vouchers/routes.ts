import { VOUCHER_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { routeMoneyCall } from '../payments/index.ts';
import { buyVoucher } from './services/buy-voucher.ts';
import { listBackofficeVouchers } from './services/list-backoffice-vouchers.ts';
import { listOwnVouchers } from './services/list-own-vouchers.ts';
import { redeemVoucher } from './services/redeem-voucher.ts';
import { resendVoucher } from './services/resend-voucher.ts';
import { voidVoucherByBackoffice } from './services/void-voucher-by-backoffice.ts';
import { voucherOfPayment } from './services/voucher-of-payment.ts';
import { withdrawVoucher } from './services/withdraw-voucher.ts';

/**
 * Gift vouchers (docs/business-rules.md, "Dárkové poukazy"): the customer buys one by card, redeems a code
 * as credit, withdraws within 14 days; the back office finds, resends and voids them.
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['vouchers'] };

  // two identical vouchers may both be meant (two gifts): only the client's key tells a repeat from a new one
  routeMoneyCall(
    app,
    calls.buy,
    tags,
    async ({ ctx, actor, body, reply, key }) => {
      const answer = await buyVoucher(ctx, actor, { ...body, key });
      reply.status(answer.statusCode);
      return answer.body;
    },
    { keyRequired: true },
  );
  routeFromCall(app, calls.mine, tags, async ({ ctx, actor }) => listOwnVouchers(ctx, actor));
  routeFromCall(app, calls.ofPayment, tags, async ({ ctx, actor, params }) =>
    voucherOfPayment(ctx, actor, params),
  );
  routeMoneyCall(app, calls.redeem, tags, async ({ ctx, actor, body, request }) =>
    redeemVoucher(ctx, actor, { code: body.code, ip: request.ip }),
  );
  routeMoneyCall(app, calls.withdraw, tags, async ({ ctx, actor, params }) =>
    withdrawVoucher(ctx, actor, params),
  );

  const superadmin = { tags: ['superadmin'] };
  routeFromCall(app, calls.backofficeList, superadmin, async ({ ctx, actor, query }) =>
    listBackofficeVouchers(ctx, actor, query),
  );
  routeFromCall(app, calls.backofficeResend, superadmin, async ({ ctx, actor, params }) =>
    resendVoucher(ctx, actor, params),
  );
  routeMoneyCall(app, calls.backofficeVoid, superadmin, async ({ ctx, actor, params }) =>
    voidVoucherByBackoffice(ctx, actor, params),
  );
};
