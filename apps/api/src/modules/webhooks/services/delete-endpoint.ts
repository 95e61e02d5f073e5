import { WEBHOOK_TEXTS } from '../../../mail/webhook-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { deleteEndpoint as deleteRow } from '../repository.ts';

/** Deletes the endpoint and its deliveries (their jobs end without sending). */
export async function deleteEndpoint(
  { db }: UseCaseContext,
  admin: Account,
  { endpointId }: { endpointId: string },
): Promise<{ message: string }> {
  if (!(await deleteRow(db, admin.id, endpointId))) throw new AppError('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { message: WEBHOOK_TEXTS.deleted };
}
