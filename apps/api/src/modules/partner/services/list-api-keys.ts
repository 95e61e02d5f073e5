import type { PartnerApiKeyList } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { listApiKeys as listRows } from '../api-key-repository.ts';
import { apiKeyView } from './api-key-view.ts';

/** The partner's keys, newest first, revoked ones too (marked). */
export async function listApiKeys({ db }: UseCaseContext, admin: Account): Promise<PartnerApiKeyList> {
  return { keys: (await listRows(db, admin.id)).map(apiKeyView) };
}
