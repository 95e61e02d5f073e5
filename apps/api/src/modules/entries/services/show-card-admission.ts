import type { CardAdmissionResponse } from '@champions/contract';
import { ENTRY_RULES } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findLatestAdmission } from '../repository.ts';

/** GET /api/user/card/admission: the holder's admission of the last few minutes (the open card polls it). */
export async function loadCardAdmission(
  { db, now }: UseCaseContext,
  user: Account,
): Promise<CardAdmissionResponse> {
  const since = new Date(now.getTime() - ENTRY_RULES.ADMISSION_SHOWN_MINUTES * 60_000);
  const latest = await findLatestAdmission(db, user.id, since);
  return {
    admission: latest
      ? {
          scannedAt: latest.scannedAt.toISOString(),
          activityName: latest.activityName,
          venueName: latest.venueName,
        }
      : null,
  };
}
