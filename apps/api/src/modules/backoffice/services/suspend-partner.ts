import type { PartnerSuspensionResponse } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { cancelAndRefundTicket } from '../../entries/index.ts';
import {
  closeUpcomingWaitlists,
  findPartner,
  listUpcomingCustomers,
  lockCustomers,
  lockUpcomingTickets,
  setPartnerSuspended,
} from '../partners-repository.ts';
import { recordAudit } from '../repository.ts';
import { loadPartner } from './partner-view.ts';

/**
 * POST /api/superadmin/admins/:id/suspend (a money call: Idempotency-Key through moneyWrite). In one
 * transaction under the partner's row lock: the partner is marked suspended (the public catalogue leaves
 * out their venues and activities, they cannot sign in), every customer's ticket for the partner's slots
 * not started yet is cancelled and what it cost returned as credits with the very ledger row of a
 * customer's own cancellation (`entry:<ticket>`, so never twice), each customer gets one e-mail listing
 * their cancelled entries, the waiting lines of those slots are closed (nobody is promoted and charged for a
 * place there), and the audit row keeps the state before and after. A partner suspended
 * already changes nothing (so of concurrent suspensions one has the effect). The public caches are
 * cleared after the commit.
 */
export async function suspendPartner(
  ctx: UseCaseContext,
  superadmin: Account,
  { partnerId, reason }: { partnerId: string; reason: string },
): Promise<PartnerSuspensionResponse> {
  const { db, mailer, now, catalogueChanged } = ctx;
  const publicUrl = ctx.config.PUBLIC_URL;
  const result = await db.transaction(async (tx) => {
    const row = await findPartner(tx, partnerId, true);
    if (!row) throw new AppError('PARTNER_NOT_FOUND');
    const none = { changed: false, cancelledTickets: 0, refundedCredits: 0, customersNotified: 0 };
    if (row.account.suspendedAt) return none;
    await setPartnerSuspended(tx, partnerId, now);
    const closedWaitlistEntries = (await closeUpcomingWaitlists(tx, partnerId, now)).length;
    // the customers' rows first, then their tickets: the order a customer's own cancellation locks them in
    const customers = await lockCustomers(tx, await listUpcomingCustomers(tx, partnerId, now));
    const upcoming = await lockUpcomingTickets(tx, partnerId, now);
    const known = new Set(customers.map((c) => c.id));
    customers.push(
      ...(await lockCustomers(
        tx,
        [...new Set(upcoming.map((t) => t.userId))].filter((id) => !known.has(id)),
      )),
    );
    const partnerName = row.settings?.companyName || row.account.companyName || row.account.name;
    let cancelledTickets = 0;
    let refundedCredits = 0;
    let customersNotified = 0;
    for (const customer of customers) {
      const cancelled: { activity: string; when: Date }[] = [];
      let refunded = 0;
      for (const ticket of upcoming.filter((t) => t.userId === customer.id)) {
        // says each cancelled entry (the partner's `booking.cancelled` webhooks)
        const done = await cancelAndRefundTicket(tx, ticket, now, ctx.events);
        if (!done) continue;
        cancelled.push({ activity: ticket.activityName, when: ticket.startsAt });
        refunded += done.refund;
      }
      cancelledTickets += cancelled.length;
      refundedCredits += refunded;
      if (cancelled.length === 0 || customer.deletedAt) continue;
      await mailer.send(
        customer.email,
        'partner_suspended_entries',
        partnerMailTemplates.partnerSuspendedEntries({
          partner: partnerName,
          entries: cancelled,
          refunded,
          url: `${publicUrl}${PAGES.user.history}`,
        }),
        tx,
        { dedupeKey: `partner-suspended:${partnerId}:${now.toISOString()}:${customer.id}` },
      );
      customersNotified += 1;
    }
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'backoffice.partner.suspend',
      targetId: partnerId,
      data: {
        reason,
        before: { suspended: false },
        after: { suspended: true },
        cancelledTickets,
        refundedCredits,
        customersNotified,
        closedWaitlistEntries,
      },
    });
    return { changed: true, cancelledTickets, refundedCredits, customersNotified };
  });
  if (result.changed) {
    catalogueChanged('accounts');
    catalogueChanged('places');
  }
  const { changed: _changed, ...counts } = result;
  return { partner: await loadPartner(ctx, superadmin, { partnerId }), ...counts };
}
