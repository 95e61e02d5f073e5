import type { AuditEntry } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';

/** What an audit row is about, as a name and, where the back office has its page, a link. */
export interface AuditTarget {
  label: string;
  to?: string;
}

type Row = Pick<AuditEntry, 'action' | 'targetId' | 'targetEmail' | 'targetKind' | 'targetName' | 'data'>;

const field = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The target by what the API found its id to be (a customer, a partner, another account, a venue, an
 * activity, a request), else by the action (a price change, a voided entry, a category); never an id.
 */
export function auditTarget(entry: Row): AuditTarget | null {
  const id = entry.targetId;
  if (!id) return null;
  const name = entry.targetName ?? undefined;
  const email = entry.targetEmail ?? undefined;
  const named = (fallback: string) => name ?? email ?? fallback;
  switch (entry.targetKind) {
    case 'user':
      return { label: named(t('boAudit.targetUnknown')), to: PAGES.superadmin.user(id) };
    case 'admin':
      return { label: named(t('boAudit.targetUnknown')), to: PAGES.superadmin.admin(id) };
    case 'account':
      return { label: named(t('boAudit.targetUnknown')) };
    case 'venue':
      return { label: named(t('boAudit.targetUnknown')), to: PAGES.superadmin.venue(id) };
    case 'activity':
      return { label: named(t('boAudit.targetUnknown')), to: PAGES.superadmin.activity(id) };
    case 'request':
      return { label: named(t('boAudit.targetUnknown')), to: PAGES.superadmin.request(id) };
    default:
      break;
  }
  if (entry.action.startsWith('price.'))
    return { label: t('boAudit.targetPriceChange'), to: PAGES.superadmin.price(id) };
  if (entry.action === 'backoffice.entry.void') {
    const userId = text(field(entry.data, 'userId'));
    return userId
      ? { label: t('boAudit.targetEntry'), to: PAGES.superadmin.user(userId) }
      : { label: t('boAudit.targetEntry') };
  }
  if (entry.action.startsWith('category.')) {
    const data = entry.data;
    const categoryName =
      text(field(field(data, 'after'), 'name')) ?? text(field(field(data, 'before'), 'name'));
    return {
      label: categoryName ? t('boAudit.targetCategory', { name: categoryName }) : t('boAudit.targetUnknown'),
      to: PAGES.superadmin.categories,
    };
  }
  return { label: t('boAudit.targetUnknown') };
}

/** A payout's statement the row names (payout steps), as a second link beside the partner. */
export function auditPayoutLink(entry: Pick<AuditEntry, 'action' | 'data'>): string | null {
  const payoutId = text(field(entry.data, 'payoutId'));
  return payoutId ? `${PAGES.superadmin.payouts}/${encodeURIComponent(payoutId)}` : null;
}
