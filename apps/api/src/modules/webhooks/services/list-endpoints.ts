import type { WebhookEndpointList } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listEndpoints as listRows } from '../repository.ts';
import { endpointView } from './endpoint-view.ts';

/** The partner's endpoints, newest first. */
export async function listEndpoints({ db }: UseCaseContext, admin: Account): Promise<WebhookEndpointList> {
  return { endpoints: (await listRows(db, admin.id)).map(endpointView) };
}
