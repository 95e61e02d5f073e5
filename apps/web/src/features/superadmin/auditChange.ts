import type { AuditEntry } from '@champions/contract';
import { formatCzk } from '@champions/domain';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { dateTime } from './BoUi.tsx';
import { codeLabel } from './codeLabel.ts';

const FIELD_LABEL: Readonly<Record<string, MessageKey>> = {
  credits: 'boAudit.fieldCredits',
  blocked: 'boAudit.fieldBlocked',
  emailVerified: 'boAudit.fieldEmailVerified',
  refundedAmount: 'boAudit.fieldRefunded',
  paymentStatus: 'boAudit.fieldPaymentStatus',
  amount: 'boAudit.fieldAmount',
  total: 'boAudit.fieldTotal',
  status: 'boAudit.fieldStatus',
  paidAt: 'boAudit.fieldPaidAt',
  cancelledAt: 'boAudit.fieldCancelledAt',
  entryCount: 'boAudit.fieldEntryCount',
};

/** Keys the API writes in haléře (the contract documents them so). */
const MONEY = new Set([
  'amount',
  'credits',
  'total',
  'refundedAmount',
  'refundedCredits',
  'earning',
  'price',
  'balanceAfter',
]);
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

type Data = { before?: Record<string, unknown>; after?: Record<string, unknown>; target?: unknown } | null;

/**
 * One value as a person reads it: money in Kč, a yes/no, a time in Prague, a string without quotes.
 * A price change's amount is whole Kč, or whole percent for the commission (the price calls' unit).
 */
export function auditValue(action: string, data: Data, name: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && name === 'amount' && action.startsWith('price.'))
    return data?.target === 'COMMISSION' ? `${value} %` : formatCzk(value * 100);
  if (typeof value === 'number' && MONEY.has(name)) return formatCzk(value);
  if (name === 'paymentStatus' && typeof value === 'string') return codeLabel(`payment_${value}`);
  if (typeof value === 'boolean') return value ? t('boAudit.yes') : t('boAudit.no');
  if (typeof value === 'string') return INSTANT.test(value) ? dateTime.format(new Date(value)) : value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The state before and after, one part per field: "Kredit: 0 Kč → 200 Kč; Stav: draft → approved". */
export function auditChange(entry: Pick<AuditEntry, 'action' | 'data'>): string {
  const data = entry.data as Data;
  const before = data?.before ?? {};
  const after = data?.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return '—';
  const value = (name: string, raw: unknown) => auditValue(entry.action, data, name, raw);
  return fields
    .map((name) => {
      const label = FIELD_LABEL[name] ? t(FIELD_LABEL[name]) : name;
      return `${label}: ${value(name, before[name])} → ${value(name, after[name])}`;
    })
    .join('; ');
}
