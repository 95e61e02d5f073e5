import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, tstz } from './columns.ts';
import { payments, subscriptions } from './money.ts';
import { areas } from './reference.ts';
import { subscriptionTypeEnum } from './vocabulary.ts';

// Gift vouchers ("dárkové poukazy", docs/business-rules.md): bought by card, redeemed as credit (an amount)
// or as the first periods of a Championship plan (a plan voucher).

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** XXXX-XXXX-XXXX-XXXX from an unambiguous alphabet (domain voucherCode); the buyer sees and resends it */
    code: text('code').notNull(),
    /** the card payment that bought it (kind 'voucher'); one voucher per payment */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id),
    /** haléře: an amount voucher whole crowns from 300 Kč to 10 000 Kč; a plan voucher its price × periods */
    amount: integer('amount').notNull(),
    /** a plan voucher: the Championship plan (yearly or flexible); null for an amount voucher */
    planType: subscriptionTypeEnum('plan_type'),
    /** a plan voucher's location (null: all locations) */
    areaId: uuid('area_id').references(() => areas.id),
    /**
     * a plan voucher's Czech plan name as sold, "Championship – flexibilní, Praha" (its payment's description
     * and the back office show it; the customer's mails, PDF and answers name plan_type and area_id in their language)
     */
    planName: text('plan_name'),
    /** a plan voucher's periods, 1–12 */
    periods: integer('periods'),
    /** the subscription a plan voucher started when redeemed */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    recipientName: text('recipient_name').notNull(),
    message: text('message').notNull().default(''),
    recipientEmail: text('recipient_email'),
    /** the day (Europe/Prague, YYYY-MM-DD) the recipient gets it by e-mail */
    deliveryDate: text('delivery_date').notNull(),
    validUntil: tstz('valid_until').notNull(),
    sentAt: tstz('sent_at'),
    redeemedAt: tstz('redeemed_at'),
    redeemedBy: uuid('redeemed_by').references(() => accounts.id),
    voidedAt: tstz('voided_at'),
    /** 'withdrawn' (the buyer, within 14 days) or 'backoffice' */
    voidReason: text('void_reason'),
    expiredAt: tstz('expired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    uniqueIndex('vouchers_payment_unique').on(t.paymentId),
    index('vouchers_buyer_idx').on(t.buyerId, t.createdAt),
    check(
      'vouchers_amount_range',
      sql`(${t.planType} is null and ${t.periods} is null and ${t.amount} between 30000 and 1000000 and ${t.amount} % 100 = 0)
        or (${t.planType} is not null and ${t.periods} between 1 and 12 and ${t.amount} > 0)`,
    ),
    check(
      'vouchers_one_end',
      sql`(${t.redeemedAt} is not null)::int + (${t.voidedAt} is not null)::int + (${t.expiredAt} is not null)::int <= 1`,
    ),
  ],
);
