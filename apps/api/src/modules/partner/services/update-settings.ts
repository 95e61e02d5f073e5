import type { partnerSettingsInput } from '@champions/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { defaultCommissionOn, priceDay } from '../../prices/index.ts';
import { saveSettings } from '../settings-repository.ts';
import { readSettings } from './read-settings.ts';

export async function updateSettings(
  db: Database,
  adminId: string,
  input: z.output<typeof partnerSettingsInput>,
  now: Date,
) {
  const defaultCommission = await defaultCommissionOn(db, priceDay(now));
  await saveSettings(db, adminId, { ...input, updatedAt: now }, defaultCommission);
  return readSettings(db, adminId);
}
