import type { AccountRole, Language, PartnerApprovalState } from '@champions/domain';
import { ACCOUNT_ROLES } from '@champions/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { accountRoleEnum } from './vocabulary.ts';

// Accounts and what secures them: one-time tokens, revoked tokens, the audit log.

/** The roles come from the domain (one list for the contract, the database and both apps). */
export const ROLES = ACCOUNT_ROLES;
export type Role = AccountRole;

/** Every role's account; an e-mail is unique within a role. Credits are the cached ledger balance. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: accountRoleEnum('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    phone: text('phone'),
    companyName: text('company_name'),
    companyId: text('company_id'),
    /** a business's DIČ (CZ + 8–10 digits) and billing address, printed on its invoices */
    vatId: text('vat_id'),
    billingAddress: text('billing_address'),
    emailVerifiedAt: tstz('email_verified_at'),
    /** staff and trainers belong to the admin (partner) who invited them */
    adminId: uuid('admin_id'),
    /** who referred this account: it registered through their referral link (`?ref=<code>`) */
    referredById: uuid('referred_by_id').references((): AnyPgColumn => accounts.id),
    credits: integer('credits').notNull().default(0),
    stripeCustomerId: text('stripe_customer_id'),
    tokenVersion: integer('token_version').notNull().default(0),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    /** blocked by the back office: cannot sign in, every token refused (the back office unblocks) */
    blockedAt: tstz('blocked_at'),
    /** a partner (admin) suspended by the back office: out of the public catalogue, cannot sign in */
    suspendedAt: tstz('suspended_at'),
    /**
     * A partner's approval (domain PARTNER_APPROVAL_STATES): a self-registered partner starts as `draft`,
     * submits (`submitted`) and the back office approves or rejects (`rejected`, with `approvalNote`);
     * nothing of a partner not `approved` is public. Every other account, and partners the back office
     * created, are `approved`.
     */
    partnerApproval: text('partner_approval').$type<PartnerApprovalState>().notNull().default('approved'),
    /** the back office's reason for rejecting the partner's request (shown to the partner) */
    approvalNote: text('approval_note'),
    /**
     * The account's language (domain LANGUAGES): its e-mails and documents are written in it. Set at
     * registration from the form or the browser's Accept-Language, changed in the account's settings.
     */
    language: text('language').$type<Language>().notNull().default('cs'),
  },
  (t) => [
    uniqueIndex('accounts_role_email_unique').on(t.role, sql`lower(${t.email})`),
    index('accounts_admin_idx').on(t.adminId),
    index('accounts_referred_by_idx').on(t.referredById),
    check('accounts_credits_non_negative', sql`${t.credits} >= 0`),
    check(
      'accounts_partner_approval',
      sql`${t.partnerApproval} in ('draft', 'submitted', 'approved', 'rejected')`,
    ),
    check('accounts_language', sql`${t.language} in ('cs', 'en')`),
    // the back office's user search (e-mail, name; diacritics-insensitive, as the public search)
    index('accounts_search_trgm_idx').using(
      'gin',
      sql`lower(f_unaccent(${t.name} || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);

/** Single-use links: e-mail verification, password reset, staff invitation. Only a hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<
        | 'verify_email'
        | 'reset_password'
        | 'staff_invite'
        | 'change_email'
        | 'restore_email'
        | 'trainer_invite'
      >()
      .notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email'),
    data: jsonb('data'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_account_idx').on(t.accountId)],
);

/** Tokens signed out before their expiry (logout, end of an impersonation); kept until they expire. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    accountId: uuid('account_id'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
