import type { PartnerSettings } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { readSettings } from './read-settings.ts';

/** GET /api/admin/settings: the partner's company details and payout settings. */
export async function readOwnSettings({ db }: UseCaseContext, admin: Account): Promise<PartnerSettings> {
  return readSettings(db, admin.id);
}
