import type { BackofficeSearchHit } from '@champions/contract';
import { PAGES } from '@champions/domain';

/** The back-office page a search hit opens: the owner's page for a customer's ticket, payment or receipt. */
export function searchTarget(hit: Pick<BackofficeSearchHit, 'kind' | 'targetId'>): string {
  switch (hit.kind) {
    case 'venue':
      return PAGES.superadmin.venue(hit.targetId);
    case 'partner':
      return PAGES.superadmin.admin(hit.targetId);
    case 'activity':
      return PAGES.superadmin.activity(hit.targetId);
    default:
      return PAGES.superadmin.user(hit.targetId);
  }
}
