import {
  ACCOUNT_ROLES,
  PAYMENT_RETURN_REASONS,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TYPES,
  TICKET_SOURCES,
  WAITLIST_FAIL_REASONS,
  WAITLIST_STATES,
} from '@champions/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// The vocabulary's database types, built from the domain's arrays (the domain owns the vocabulary): the contract's zod enums
// come from the same arrays, and PostgreSQL itself refuses a value outside them.
export const accountRoleEnum = pgEnum('account_role', ACCOUNT_ROLES);
export const ticketSourceEnum = pgEnum('ticket_source', TICKET_SOURCES);
export const waitlistStateEnum = pgEnum('waitlist_state', WAITLIST_STATES);
export const waitlistFailReasonEnum = pgEnum('waitlist_fail_reason', WAITLIST_FAIL_REASONS);
export const paymentReturnReasonEnum = pgEnum('payment_return_reason', PAYMENT_RETURN_REASONS);
export const subscriptionTypeEnum = pgEnum('subscription_type', SUBSCRIPTION_TYPES);
export const subscriptionStateEnum = pgEnum('subscription_state', SUBSCRIPTION_STATES);
