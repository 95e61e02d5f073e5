import type { partnerSettingsInput } from '@champions/contract';
import type { z } from 'zod';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { defaultCommissionOn, priceDay } from '../../prices/index.ts';
import { saveSettings } from '../settings-repository.ts';
import { readSettings } from './read-settings.ts';

/** PUT /api/admin/settings: saves the partner's company details and payout settings, answered as saved. */
export async function updateSettings(
  { db, now }: UseCaseContext,
  admin: Account,
  input: z.output<typeof partnerSettingsInput>,
) {
  const defaultCommission = await defaultCommissionOn(db, priceDay(now));
  await saveSettings(db, admin.id, { ...input, updatedAt: now }, defaultCommission);
  return readSettings(db, admin.id);
}
