import type { PartnerSettings } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { findSettings } from '../settings-repository.ts';

/** The partner's company details and payout settings (empty until saved); `complete` when payouts can run. */
export async function readSettings(db: Executor, adminId: string): Promise<PartnerSettings> {
  const row = await findSettings(db, adminId);
  const value = {
    companyName: row?.companyName ?? '',
    ico: row?.ico ?? '',
    dic: row?.dic ?? null,
    address: row?.address ?? '',
    bankAccount: row?.bankAccount ?? '',
    contactEmail: row?.contactEmail ?? null,
    contactPhone: row?.contactPhone ?? null,
    payoutFrequency: row?.payoutFrequency ?? ('monthly' as const),
  };
  return {
    ...value,
    complete: Boolean(value.companyName && value.ico && value.bankAccount && value.address),
  };
}
