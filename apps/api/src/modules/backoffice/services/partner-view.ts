import type { BackofficePartner, PartnerState } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  countUpcomingTickets,
  findPartner,
  lastSuspensionReason,
  listPartnerVenues,
  type PartnerAccountRow,
} from '../partners-repository.ts';

/**
 * A partner's state: suspended and blocked first, then waiting for approval, then an invitation not taken
 * up or an unconfirmed e-mail.
 */
export function partnerState(account: PartnerAccountRow): PartnerState {
  if (account.suspendedAt) return 'suspended';
  if (account.blockedAt) return 'blocked';
  if (account.partnerApproval !== 'approved') return 'pending';
  if (!account.passwordHash) return 'invited';
  if (!account.emailVerifiedAt) return 'unverified';
  return 'active';
}

/** GET /api/superadmin/admins/:id: the partner, their company, venues, commission and state. */
export async function loadPartner(
  { db, now }: UseCaseContext,
  _superadmin: Account,
  { partnerId: id }: { partnerId: string },
): Promise<BackofficePartner> {
  const row = await findPartner(db, id);
  if (!row) throw new AppError('PARTNER_NOT_FOUND');
  const { account, settings } = row;
  const [venues, upcomingTickets, reason] = await Promise.all([
    listPartnerVenues(db, id),
    countUpcomingTickets(db, id, now),
    account.suspendedAt ? lastSuspensionReason(db, id) : Promise.resolve(null),
  ]);
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    phone: account.phone,
    companyName: settings?.companyName || account.companyName || '',
    ico: settings?.ico || account.companyId || '',
    commissionBps: settings?.commissionBps ?? 0,
    state: partnerState(account),
    suspendedAt: account.suspendedAt?.toISOString() ?? null,
    suspensionReason: reason,
    createdAt: account.createdAt.toISOString(),
    venues: venues.map((v) => ({ ...v, activityCount: Number(v.activityCount) })),
    upcomingTickets: Number(upcomingTickets),
  };
}
