import type { AccountExport } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { loadAccountExport } from './load-account-export.ts';

/** GET /api/user/export: everything held about the caller; the export shows on their timeline (GDPR actions). */
export async function exportOwnData({ db, now }: UseCaseContext, account: Account): Promise<AccountExport> {
  await insertAuditEntry(db, { actorId: account.id, action: 'gdpr.export', targetId: account.id });
  return loadAccountExport(db, account, now);
}
