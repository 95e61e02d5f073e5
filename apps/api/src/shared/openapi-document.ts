import { ACCOUNT_ROLES, type AccountRole, BRAND, tokenHeaderName } from '@champions/domain';
import { API_KEY_SCHEME } from './role-guard.ts';

/**
 * The document-wide parts of /api/openapi.json (docs/architecture.md, "The OpenAPI document"); every
 * operation comes from its call in the route table (shared/call-route.ts). Redocly's recommended rules
 * pass on it (test/openapi-lint.test.ts).
 */

const WHO: Record<AccountRole, string> = {
  user: 'a customer',
  admin: 'a partner (SPEC’s “admin”: the company that runs venues and activities)',
  superadmin: 'the back office',
  partner: 'a partner organisation (a group of partners)',
  staff: 'a partner’s receptionist',
  trainer: 'a trainer',
  business: 'a company that pays seats for its employees',
};

/** One apiKey scheme per role, named after the role: its token as `Bearer <token>` in X-<Role>-Token (SPEC 6). */
export function roleSecuritySchemes() {
  return Object.fromEntries(
    ACCOUNT_ROLES.map((role) => [
      role,
      {
        type: 'apiKey' as const,
        in: 'header',
        name: tokenHeaderName(role),
        description: `The token of ${WHO[role]}, sent as \`Bearer <token>\`; POST /api/${role}/login answers it.`,
      },
    ]),
  );
}

/**
 * Every tag a route may carry, with its description (OpenAPI tags). A route with a tag missing here fails
 * the lint test (operation-tag-defined): add the tag here.
 */
export const API_TAGS: Record<string, string> = {
  system: 'Health, readiness and the seller’s details; the development mailbox outside production.',
  public: 'The public catalogue: activities, venues, slots, search, the map and the filters; no token.',
  user: 'The customer’s own data: profile, saved activities, the account’s export.',
  entries: 'Entries to slots: buying, cancelling, the waitlist, reviews, and the scan at the door.',
  payments: 'Card payments, saved cards, receipts and credits of the customer.',
  subscriptions: 'Plans (memberships) of the customer and the Championship seats of companies.',
  vouchers: 'Gift vouchers: bought by card, redeemed as credit, withdrawn within 14 days.',
  admin: 'The partner’s panel: venues, activities, calendar, prices, staff, earnings and settings.',
  staff: 'The partner’s reception: the entries of the day and the scan at the door.',
  trainer: 'Trainers: their invitation, profile, activities and referrals.',
  partner: 'Partner organisations: their partners, admins, reception desks and walk-in sales.',
  'partner API':
    'A partner’s own systems, signed with the partner’s API key: activities, slots with bookings, admissions.',
  'partner API: writes':
    'A partner’s own systems with a write key: make, move, resize and cancel slots, by the panel’s rules.',
  'partner webhooks':
    'The partner’s webhook endpoints: events (bookings, cancellations, admissions, payouts) POSTed to their HTTPS address, signed; the deliveries and their answers.',
  business: 'Companies that pay the Championship seats of their employees: seats, invitations, invoices.',
  superadmin: 'The back office: partners, requests, catalogue, prices, refunds, payouts, users and audit.',
  webhooks: 'Events from the card processor (Stripe), checked by their signature.',
  ...Object.fromEntries(
    ACCOUNT_ROLES.map((role) => [
      `auth: ${role}`,
      `The accounts of ${WHO[role]}: sign-in, registration where open, e-mail and password.`,
    ]),
  ),
};

/** The `openapi` option of @fastify/swagger: info, servers, tags and the security schemes. */
export function openApiDocument(publicUrl: string) {
  const terms = `${publicUrl.replace(/\/+$/, '')}/terms`;
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND.product} API`,
      description: `API of the ${BRAND.product} sport and fitness marketplace. Amounts are in minor units (haléře), except the config and area prices of GET /api/public/, which are whole Kč as SPEC 9 gives them; each amount states its unit in its description. Every call is signed with the token header of its role (see the security schemes); a call with \`security: []\` is public.`,
      version: '1.0.0',
      termsOfService: terms,
      license: { name: 'Proprietary, under the terms of service', url: terms },
    },
    // relative: the instance that serves this document (its PUBLIC_URL); the paths start with /api
    servers: [{ url: '/', description: 'The instance that serves this document' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        ...roleSecuritySchemes(),
        [API_KEY_SCHEME]: {
          type: 'http' as const,
          scheme: 'bearer',
          description:
            'A partner’s API key (`ck_live_…`, made in the partner’s panel, GET/POST /api/admin/api-keys), sent as `Authorization: Bearer <key>`; limited per key.',
        },
      },
    },
  };
}
