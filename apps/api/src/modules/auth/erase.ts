/**
 * What erasure does with every table that refers to a person (GDPR art. 17). The schema-walking test
 * (apps/api/test/gdpr.test.ts) fails when a table with a person reference is missing here, so a new
 * table must be decided on when it is added. docs/security.md explains each choice.
 */
export const PERSONAL_DATA_POLICY = {
  /** in the export (GET /api/user/me/export) and deleted or anonymised by erasure */
  exportedAndErased: [
    'accounts',
    'saved_activities',
    'payment_methods',
    'referrals',
    'requests',
    'email_outbox',
    'subscriptions',
    // what the person wrote about an activity, and where they wait for a place
    'reviews',
    'waitlist_entries',
  ],
  /**
   * technical records with no value to the person (hashed link tokens, replay keys, revoked token ids)
   * and the trainer link of an activity: deleted or unlinked by erasure, not exported
   */
  erasedOnly: [
    'one_time_tokens',
    'idempotency_keys',
    'revoked_tokens',
    // a money call's short lease on the account
    'account_locks',
    'activities',
    // a partner's company and contact details, and which venues a receptionist works at
    'partner_settings',
    'staff_venues',
    // a partner's API keys (only their hashes): they stop working with the account
    'partner_api_keys',
    // a calendar feed's address (its hash) and a partner's embeddable schedule: they end with the account
    'calendar_feeds',
    'schedule_widgets',
    // a partner's webhook endpoints (their secrets) and the deliveries' log: they end with the account
    'webhook_endpoints',
    'webhook_deliveries',
    // the back office's notes and replies on a person's request: deleted with the request (cascade)
    'request_messages',
    // a trainer's public profile (bio, specialisations, photo): the page disappears with the account
    'trainer_profiles',
    // corporate plan: an employee's seat (their e-mail) is unlinked and ended by their erasure
    'company_seats',
    // which admin (venue) accounts a partner organisation owns: the link ends with either account
    'partner_organisation_admins',
  ],
  /**
   * kept as the law requires (accounting: zákon o účetnictví § 31, 5–10 years; VAT: § 35 ZDPH), linked
   * only to the anonymised account row; exported while the account exists
   */
  keptByLaw: [
    'payments',
    'tickets',
    'entries',
    'credit_ledger',
    'payouts',
    'payout_entries',
    'payout_exports',
    // back-office refunds of card payments (their credit notes are tax documents like the receipts)
    'payment_refunds',
    // corporate plan: a company's invoices (tax documents)
    'company_invoices',
    // gift vouchers: a sale and what became of it (a bearer code the recipient may still redeem)
    'vouchers',
  ],
  /**
   * the audit log (who acted as whom: security accountability), a partner's venues (the business's
   * catalogue, not personal data) and the promo codes an account used (a discount is given once per
   * customer); each holds only an account id, which points at the anonymised row
   */
  keptAsRecords: [
    'audit_log',
    'venues',
    'promo_redemptions',
    // scheduled prices: which back-office account scheduled or cancelled a change (the price list's history)
    'price_changes',
    // a referral reward: both account ids and the payment, its ledger rows are kept by law; one per referee
    'referral_rewards',
    // a desk sale: the organisation that sold a payment, its slot and its payment link's hash and expiry
    'walk_in_sales',
    // a friend's place: its buyer and claimer ids stay with the ticket (kept by law); the friend's
    // e-mail it was sent to is forgotten when the buyer is erased
    'ticket_guests',
  ],
} as const;
