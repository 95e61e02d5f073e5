import { PARTNER_APPROVAL_STATES } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, pagination, uuid } from './common.ts';

/** The back office's Requests inbox: partner sign-ups, business contacts, proposals, contact and support messages. */

export const BACKOFFICE_REQUEST_KINDS = [
  'contact',
  'partner',
  'business',
  'crowdfunding',
  'activity',
  'support',
] as const;
export type BackofficeRequestKind = (typeof BACKOFFICE_REQUEST_KINDS)[number];
export const REQUEST_STATES = ['new', 'in_progress', 'done'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const BACKOFFICE_REQUEST_SORTS = ['createdAt', 'updatedAt', 'name', 'kind', 'status'] as const;

/** GET /api/superadmin/requests: filtered, searched (name, e-mail, company), sorted and paged on the server. */
export const backofficeRequestsQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  status: z.enum(REQUEST_STATES, { error: 'Neznámý stav žádosti.' }).optional(),
  kind: z.enum(BACKOFFICE_REQUEST_KINDS, { error: 'Neznámý druh žádosti.' }).optional(),
  /** 'me': mine, 'none': nobody's yet, or a superadmin's id */
  assignee: z.union([z.enum(['me', 'none']), uuid]).optional(),
  sort: z.enum(BACKOFFICE_REQUEST_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeRequestsQuery = z.infer<typeof backofficeRequestsQuery>;

export const requestAssignee = z.object({ id: uuid, name: z.string(), email: z.string() });
export type RequestAssignee = z.infer<typeof requestAssignee>;

export const backofficeRequestRow = z.object({
  id: uuid,
  kind: z.enum(BACKOFFICE_REQUEST_KINDS),
  status: z.enum(REQUEST_STATES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  /** the start of the message, for the list */
  preview: z.string(),
  assignee: requestAssignee.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type BackofficeRequestRow = z.infer<typeof backofficeRequestRow>;

export const backofficeRequestsResponse = z.object({ requests: z.array(backofficeRequestRow), pagination });
export type BackofficeRequestsResponse = z.infer<typeof backofficeRequestsResponse>;

export const backofficeRequestParams = z.object({ id: uuid });

export const requestMessage = z.object({
  id: uuid,
  kind: z.enum(['note', 'reply']),
  author: z.object({ id: uuid, name: z.string() }),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: isoDateTime,
});
export type RequestMessage = z.infer<typeof requestMessage>;

/** GET /api/superadmin/requests/:id: the request, its notes and replies (oldest first) and who may handle it. */
export const backofficeRequestDetail = z.object({
  request: backofficeRequestRow.extend({
    message: z.string(),
    /** the partner account created when the back office approved this partner request */
    partnerId: uuid.nullable(),
    /** that partner's approval: `submitted` when a self-registered partner waits for the back office */
    partnerApproval: z.enum(PARTNER_APPROVAL_STATES).nullable(),
  }),
  messages: z.array(requestMessage),
  assignees: z.array(requestAssignee),
});
export type BackofficeRequestDetail = z.infer<typeof backofficeRequestDetail>;

export const requestStateBody = z.object({
  status: z.enum(REQUEST_STATES, { error: 'Zvolte stav žádosti.' }),
});
export type RequestStateBody = z.infer<typeof requestStateBody>;

export const requestAssigneeBody = z.object({
  assigneeId: z.uuid({ error: 'Zvolte, kdo žádost vyřizuje.' }).nullable(),
});
export type RequestAssigneeBody = z.infer<typeof requestAssigneeBody>;

const messageText = (empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(5000, 'Text může mít nejvýše 5 000 znaků.');

export const requestNoteBody = z.object({ body: messageText('Napište text poznámky.') });
export type RequestNoteBody = z.infer<typeof requestNoteBody>;

/** POST /api/superadmin/requests/:id/replies: `key` (the form's own id) makes a double submit one reply and one e-mail. */
export const requestReplyBody = z.object({
  subject: z
    .string({ error: 'Zadejte předmět.' })
    .trim()
    .min(3, 'Zadejte předmět odpovědi.')
    .max(200, 'Předmět může mít nejvýše 200 znaků.'),
  body: messageText('Napište text odpovědi.'),
  key: z.string().trim().min(8).max(100),
});
export type RequestReplyBody = z.infer<typeof requestReplyBody>;
