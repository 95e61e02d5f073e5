import { PAGES } from '@champions/domain';
import type { RouteObject } from 'react-router';

/** Gift vouchers: buying one (public page; the form for a signed-in customer) and redeeming a code. */
export const voucherRoutes: RouteObject[] = [
  {
    path: PAGES.voucher,
    lazy: () => import('./VoucherPage.tsx').then((m) => ({ Component: m.VoucherPage })),
  },
  {
    path: PAGES.voucherRedeem,
    lazy: () => import('./VoucherRedeemPage.tsx').then((m) => ({ Component: m.VoucherRedeemPage })),
  },
];
