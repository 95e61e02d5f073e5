import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountLocks,
  accounts,
  activities,
  calendarFeeds,
  companySeats,
  emailOutbox,
  idempotencyKeys,
  oneTimeTokens,
  partnerApiKeys,
  partnerOrganisationAdmins,
  partnerSettings,
  paymentMethods,
  referrals,
  requests,
  reviews,
  revokedTokens,
  savedActivities,
  scheduleWidgets,
  staffVenues,
  subscriptions,
  ticketGuests,
  trainerProfiles,
  waitlistEntries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { MESSAGES } from '../../shared/messages.ts';

// what each table gets is decided in PERSONAL_DATA_POLICY (erase.ts)
/**
 * The card provider's customers of an account and of its live staff (erasing a partner erases its
 * receptionists and trainers too).
 */
export async function selectCustomerIdsToErase(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ customerId: accounts.stripeCustomerId })
    .from(accounts)
    .where(
      and(
        or(eq(accounts.id, accountId), and(eq(accounts.adminId, accountId), isNull(accounts.deletedAt))),
        isNotNull(accounts.stripeCustomerId),
      ),
    );
  return rows.map((row) => row.customerId!);
}

/**
 * Erases an account's personal data and revokes its tokens (GDPR), in the caller's transaction. The
 * row stays, anonymised, because payments, entries and invoices point at it and the law requires
 * keeping them. The e-mail is freed, so the person can register or be invited again. Erasing a partner
 * erases its receptionists and trainers too: they exist only as the partner's staff.
 */
export async function eraseAccountRows(tx: Executor, accountId: string, now: Date): Promise<void> {
  const staff = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.adminId, accountId), isNull(accounts.deletedAt)));
  for (const member of [accountId, ...staff.map((s) => s.id)]) await eraseOne(tx, member, now);
}

async function eraseOne(tx: Executor, accountId: string, now: Date): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return;
  const email = account.email.toLowerCase();
  await tx.delete(savedActivities).where(eq(savedActivities.userId, accountId));
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, accountId));
  await tx.delete(referrals).where(eq(referrals.referrerId, accountId));
  await tx.update(referrals).set({ referredId: null }).where(eq(referrals.referredId, accountId));
  await tx.delete(requests).where(sql`lower(${requests.email}) = ${email}`);
  await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.to}) = ${email}`);
  await tx
    .delete(oneTimeTokens)
    .where(or(eq(oneTimeTokens.accountId, accountId), eq(oneTimeTokens.email, email)));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.accountId, accountId));
  await tx.delete(revokedTokens).where(eq(revokedTokens.accountId, accountId));
  await tx.delete(accountLocks).where(eq(accountLocks.accountId, accountId));
  await tx.update(activities).set({ trainerId: null }).where(eq(activities.trainerId, accountId));
  await tx.delete(partnerSettings).where(eq(partnerSettings.adminId, accountId));
  await tx.delete(partnerApiKeys).where(eq(partnerApiKeys.adminId, accountId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.accountId, accountId));
  await tx.delete(scheduleWidgets).where(eq(scheduleWidgets.adminId, accountId));
  // a partner's webhook endpoints, and with them (cascade) their deliveries
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.adminId, accountId));
  await tx.delete(staffVenues).where(eq(staffVenues.staffId, accountId));
  await tx
    .delete(partnerOrganisationAdmins)
    .where(
      or(
        eq(partnerOrganisationAdmins.partnerId, accountId),
        eq(partnerOrganisationAdmins.adminId, accountId),
      ),
    );
  await tx.delete(trainerProfiles).where(eq(trainerProfiles.accountId, accountId));
  await tx.delete(reviews).where(eq(reviews.userId, accountId));
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, accountId));
  await tx.update(ticketGuests).set({ sentTo: null }).where(eq(ticketGuests.buyerId, accountId));
  // a company's seat of this person: unlinked and ended, the e-mail forgotten (the seat id stays for invoices)
  await tx
    .update(companySeats)
    .set({ email: `smazany-${accountId}@champions.invalid`, userId: null, removedAt: now })
    .where(or(eq(companySeats.userId, accountId), sql`lower(${companySeats.email}) = ${email}`));
  // an erased account cannot use a membership: live ones end now (payments stay, as the law requires)
  await tx
    .update(subscriptions)
    .set({
      currentState: 'CANCELLED',
      cancelledAt: now,
      switchTo: null,
      paymentMethodId: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.userId, accountId),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED']),
      ),
    );
  await tx
    .update(accounts)
    .set({
      email: `smazany-${accountId}@champions.invalid`,
      name: MESSAGES.ERASED_ACCOUNT_NAME,
      phone: null,
      passwordHash: null,
      companyName: null,
      companyId: null,
      vatId: null,
      billingAddress: null,
      stripeCustomerId: null,
      emailVerifiedAt: null,
      referredById: null,
      deletedAt: now,
      tokenVersion: sql`${accounts.tokenVersion} + 1`,
    })
    .where(eq(accounts.id, accountId));
}
