import type { BackofficeRequestDetail, BackofficeRequestRow, RequestMessage } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  findPartnerApproval,
  findRequest,
  listRequestMessages,
  listSuperadmins,
  type RequestMessageRow,
  type RequestWithAssignee,
} from '../requests-repository.ts';

const PREVIEW_LENGTH = 140;

/** A request as the inbox lists it. */
export function requestRow(row: RequestWithAssignee): BackofficeRequestRow {
  const message = row.message.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    preview: message.length > PREVIEW_LENGTH ? `${message.slice(0, PREVIEW_LENGTH - 1)}…` : message,
    assignee: row.assignee,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function requestMessageView(
  message: RequestMessageRow,
  author: { id: string; name: string },
): RequestMessage {
  return {
    id: message.id,
    kind: message.kind,
    author,
    subject: message.subject,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

/** What the audit keeps of a request's handling, before and after a change. */
export const auditedRequest = (row: RequestWithAssignee) => ({
  status: row.status,
  assigneeId: row.assigneeId,
});

/** GET /api/superadmin/requests/:id: the request, its notes and replies, and who may handle it. */
export async function loadRequest(
  { db }: UseCaseContext,
  _superadmin: Account,
  { requestId: id }: { requestId: string },
): Promise<BackofficeRequestDetail> {
  const row = await findRequest(db, id);
  if (!row) throw new AppError('REQUEST_NOT_FOUND');
  const [messages, assignees, partnerApproval] = await Promise.all([
    listRequestMessages(db, id),
    listSuperadmins(db),
    row.accountId ? findPartnerApproval(db, row.accountId) : Promise.resolve(null),
  ]);
  return {
    request: { ...requestRow(row), message: row.message, partnerId: row.accountId, partnerApproval },
    messages: messages.map((m) => requestMessageView(m.message, m.author)),
    assignees,
  };
}
