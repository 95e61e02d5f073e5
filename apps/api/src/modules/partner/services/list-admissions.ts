import type { PartnerApiEntryList } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import { pragueDayStart } from '../../../shared/prague-time.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { selectAdmissions } from '../partner-api-repository.ts';
import type { ApiKeyCaller } from './authenticate-api-key.ts';
import { firstNameOf } from './first-name.ts';
import { addDays } from './slot-dates.ts';

/**
 * The admissions at the door of the key's partner between two Prague dates (both included): of the key's
 * venue when it has one (another venue named answers 404), else of the venue asked or of all.
 */
export async function listAdmissions(
  { db }: UseCaseContext,
  caller: ApiKeyCaller,
  query: { from: string; to: string; venueId?: string | undefined },
): Promise<PartnerApiEntryList> {
  if (caller.venueId && query.venueId && query.venueId !== caller.venueId) {
    throw new AppError('PARTNER_VENUE_NOT_FOUND');
  }
  const rows = await selectAdmissions(db, caller.adminId, {
    from: pragueDayStart(query.from),
    to: pragueDayStart(addDays(query.to, 1)),
    venueId: caller.venueId ?? query.venueId,
  });
  return {
    entries: rows.map(({ name, admittedAt, ...row }) => ({
      ...row,
      firstName: firstNameOf(name),
      admittedAt: admittedAt.toISOString(),
    })),
  };
}
