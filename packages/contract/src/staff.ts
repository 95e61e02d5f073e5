import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';

/** A receptionist of the partner (GET /api/admin/staff). */
export const staffMember = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  createdAt: isoDateTime,
  /** venues the receptionist works at; empty = every venue of the partner */
  venueIds: z.array(uuid),
});
export type StaffMember = z.infer<typeof staffMember>;

/** An invitation not yet used; it expires by itself. */
export const staffInvitation = z.object({
  id: uuid,
  email: z.string(),
  name: z.string().nullable(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffListResponse = z.object({
  staff: z.array(staffMember),
  invitations: z.array(staffInvitation),
});
export type StaffListResponse = z.infer<typeof staffListResponse>;

/** PUT /api/admin/staff/{staffId}: where a receptionist works (empty = every venue). */
export const staffVenuesRequest = z.object({
  venueIds: z.array(z.uuid({ error: 'Vyberte sportoviště ze seznamu.' })).max(200),
});
export type StaffVenuesRequest = z.infer<typeof staffVenuesRequest>;

/** GET /api/staff/invitation: the token of the invitation link. */
export const staffInvitationQuery = z.object({ token: z.string().min(10).max(200) });

/** Who invites the receptionist (shown on the sign-up page). */
export const staffInvitationInfo = z.object({
  email: z.string(),
  partnerName: z.string(),
  name: z.string().nullable(),
});
export type StaffInvitationInfo = z.infer<typeof staffInvitationInfo>;
