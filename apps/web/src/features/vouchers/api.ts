import { type BuyVoucherBody, VOUCHER_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';

/** The customer's vouchers (GET /api/user/vouchers); the key starts with 'user'. */
export const myVouchersKey = ['user', 'vouchers'] as const;

export function useMyVouchers(enabled: boolean) {
  return useQuery({
    queryKey: myVouchersKey,
    queryFn: ({ signal }) => callApi(VOUCHER_CALLS.mine, { signal }),
    enabled,
  });
}

/** Starts the card payment of a voucher under one Idempotency-Key per attempt (a retry pays once). */
export const buyVoucher = (body: BuyVoucherBody, key: string) =>
  callApi(VOUCHER_CALLS.buy, { body, headers: { 'Idempotency-Key': key } });

export const redeemVoucher = (code: string) => callApi(VOUCHER_CALLS.redeem, { body: { code } });

export const withdrawVoucher = (voucherId: string) =>
  callApi(VOUCHER_CALLS.withdraw, { params: { voucherId } });
