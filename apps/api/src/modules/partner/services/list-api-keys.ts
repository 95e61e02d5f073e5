import type { PartnerApiKeyList } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { listApiKeys as listRows } from '../api-key-repository.ts';
import { apiKeyView } from './api-key-view.ts';

/** The partner's keys, newest first, revoked ones too (marked). */
export async function listApiKeys(db: Executor, adminId: string): Promise<PartnerApiKeyList> {
  return { keys: (await listRows(db, adminId)).map(apiKeyView) };
}
