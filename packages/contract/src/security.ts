import { z } from 'zod';
import { isoDateTime, pagination, uuid } from './common.ts';

/** GET /api/superadmin/audit: the audit log, newest first, with filters. */
export const auditQuery = z.object({
  actorId: uuid.optional(),
  targetId: uuid.optional(),
  /** an exact action (impersonation.start) or a prefix ending with a dot (impersonation.) */
  action: z
    .string()
    .trim()
    .max(100)
    .regex(/^[a-z_.]+$/, 'Neplatná akce.')
    .optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

/**
 * What an audit row's target is, found by its id: an account (by its role), a venue, an activity or a
 * request; null when it is none of these (a price change, an entry, a category: the action tells).
 */
export const AUDIT_TARGET_KINDS = ['user', 'admin', 'account', 'venue', 'activity', 'request'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const auditEntry = z.object({
  id: uuid,
  actorId: uuid.nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetId: uuid.nullable(),
  targetEmail: z.string().nullable(),
  targetKind: z.enum(AUDIT_TARGET_KINDS).nullable(),
  /** the target's name as people know it: a customer's name, a partner's company, a venue, a request's sender */
  targetName: z.string().nullable(),
  data: z.unknown(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditResponse = z.object({ entries: z.array(auditEntry), pagination });
export type AuditResponse = z.infer<typeof auditResponse>;
