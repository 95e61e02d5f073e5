import type { AuditEntry } from '@champions/contract';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { dateTime } from './BoUi.tsx';
import { codeLabel } from './codeLabel.ts';

/**
 * How the audit log reads an action's data: each field the API writes in `before`/`after` by its Czech
 * name, its value as a person reads it. A field not named here is an inner id or detail: it is left
 * to the raw data behind the row's toggle (and said to be there), never shown as a code.
 */
const FIELD_LABEL: Readonly<Record<string, MessageKey>> = {
  credits: 'boAudit.fieldCredits',
  blocked: 'boAudit.fieldBlocked',
  emailVerified: 'boAudit.fieldEmailVerified',
  refundedAmount: 'boAudit.fieldRefunded',
  paymentStatus: 'boAudit.fieldPaymentStatus',
  amount: 'boAudit.fieldAmount',
  total: 'boAudit.fieldTotal',
  status: 'boAudit.fieldStatus',
  state: 'boAudit.fieldStatus',
  paidAt: 'boAudit.fieldPaidAt',
  cancelledAt: 'boAudit.fieldCancelledAt',
  entryCount: 'boAudit.fieldEntryCount',
  voided: 'boAudit.fieldVoided',
  partnerEarning: 'boAudit.fieldPartnerEarning',
  ticketCancelled: 'boAudit.fieldTicketCancelled',
  payoutAmount: 'boAudit.fieldPayoutAmount',
  commissionBps: 'boAudit.fieldCommission',
  published: 'boAudit.fieldPublished',
  linked: 'boAudit.fieldLinked',
  suspended: 'boAudit.fieldSuspended',
  suspendedAt: 'boAudit.fieldSuspendedAt',
  name: 'boAudit.fieldName',
  email: 'boAudit.fieldEmail',
  contactName: 'boAudit.fieldContactName',
  description: 'boAudit.fieldDescription',
  street: 'boAudit.fieldStreet',
  city: 'boAudit.fieldCity',
  postalCode: 'boAudit.fieldPostalCode',
  phone: 'boAudit.fieldPhone',
  website: 'boAudit.fieldWebsite',
  openingHours: 'boAudit.fieldOpeningHours',
  durationMinutes: 'boAudit.fieldDuration',
  capacity: 'boAudit.fieldCapacity',
  championsPlaces: 'boAudit.fieldChampionsPlaces',
  options: 'boAudit.fieldOptions',
  slug: 'boAudit.fieldSlug',
  icon: 'boAudit.fieldIcon',
  sortOrder: 'boAudit.fieldSortOrder',
  referrerCredits: 'boAudit.fieldReferrerCredits',
  refereeCredits: 'boAudit.fieldRefereeCredits',
  body: 'boAudit.fieldBody',
  to: 'boAudit.fieldTo',
  subject: 'boAudit.fieldSubject',
  assigneeId: 'boAudit.fieldAssignee',
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
  'partnerEarning',
  'payoutAmount',
  'referrerCredits',
  'refereeCredits',
]);

/** A state's name by what the action is about: a payout, a request, a referral reward. */
const PAYOUT_STATE: Readonly<Record<string, MessageKey>> = {
  draft: 'payouts.state.draft',
  approved: 'payouts.state.approved',
  exported: 'payouts.state.exported',
  paid: 'payouts.state.paid',
};
const REQUEST_STATE: Readonly<Record<string, MessageKey>> = {
  new: 'boRequests.status_new',
  in_progress: 'boRequests.status_in_progress',
  done: 'boRequests.status_done',
};
const REFERRAL_STATE: Readonly<Record<string, MessageKey>> = {
  pending: 'referral.statePending',
  granted: 'referral.stateGranted',
  refused: 'referral.stateRefused',
  reversed: 'referral.stateReversed',
  revoked: 'referral.stateRevoked',
};

function stateLabel(action: string, value: string): string {
  const table = action.startsWith('payout.')
    ? PAYOUT_STATE
    : action.startsWith('request.') || action.startsWith('backoffice.partner.')
      ? REQUEST_STATE
      : action === 'backoffice.referral.revoke'
        ? REFERRAL_STATE
        : {};
  const key = table[value];
  return key ? t(key) : value;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const percent = new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 2 });

type Data = { before?: unknown; after?: unknown; target?: unknown } | null;
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One value as a person reads it: money in Kč, a yes/no, a time in Prague, a state in Czech, a string
 * without quotes. A price change's amount is whole Kč, or whole percent for the commission (the price
 * calls' unit). A list or an object (opening hours, options) reads "changed": its detail is in the data.
 */
export function auditValue(action: string, data: Data, name: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'number' && name === 'amount' && action.startsWith('price.'))
    return data?.target === 'COMMISSION' ? `${value} %` : formatCzk(value * 100);
  if (typeof value === 'number' && name === 'commissionBps') return percent.format(value / 10_000);
  if (typeof value === 'number' && MONEY.has(name)) return formatCzk(value);
  if (name === 'paymentStatus' && typeof value === 'string') return codeLabel(`payment_${value}`);
  if ((name === 'status' || name === 'state') && typeof value === 'string') return stateLabel(action, value);
  if (name === 'assigneeId') return t('boAudit.someone');
  if (typeof value === 'boolean') return value ? t('boAudit.yes') : t('boAudit.no');
  if (typeof value === 'string') return INSTANT.test(value) ? dateTime.format(new Date(value)) : value;
  if (typeof value === 'number') return String(value);
  return t('boAudit.detailInData');
}

const isComposite = (value: unknown) => typeof value === 'object' && value !== null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state before and after in words, one part per named field: a changed one "Kredit: 0 Kč → 200 Kč",
 * an amount that stayed "Částka: 2 720 Kč" (other fields that stayed are left out); a created thing lists what it got ("Nové: Název: …"), a removed one
 * what it had. Fields without a name that changed are said to be in the data; a reorder says so.
 */
export function auditChange(entry: Pick<AuditEntry, 'action' | 'data'>): string {
  const data = (isFields(entry.data) ? entry.data : null) as Data;
  const rawBefore = data?.before;
  const rawAfter = data?.after;
  if (Array.isArray(rawBefore) || Array.isArray(rawAfter)) return t('boAudit.orderChanged');
  const before = isFields(rawBefore) ? rawBefore : null;
  const after = isFields(rawAfter) ? rawAfter : null;
  if (!before && !after) return '—';
  const value = (name: string, raw: unknown) => auditValue(entry.action, data, name, raw);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const named = fields.filter((name) => FIELD_LABEL[name]);
  const label = (name: string) => t(FIELD_LABEL[name] as MessageKey);
  let parts: string[];
  if (before && after)
    parts = named
      // an unchanged field is noise, but for an amount: it says how much the step was about
      .filter((name) => !same(before[name], after[name]) || MONEY.has(name))
      .map((name) => {
        if (same(before[name], after[name])) return `${label(name)}: ${value(name, after[name])}`;
        // a list or an object (opening hours, options) changed: its detail is in the data
        if (isComposite(before[name]) || isComposite(after[name]))
          return `${label(name)}: ${t('boAudit.detailInData')}`;
        return `${label(name)}: ${value(name, before[name])} → ${value(name, after[name])}`;
      });
  else {
    const only = (before ?? after) as Fields;
    const listed = named.map((name) => `${label(name)}: ${value(name, only[name])}`);
    parts = [`${t(after ? 'boAudit.created' : 'boAudit.removed')} ${listed.join('; ')}`.trim()];
  }
  const unnamedChanged = fields.some(
    (name) => !FIELD_LABEL[name] && !same(before?.[name], after?.[name]) && before && after,
  );
  if (unnamedChanged) parts.push(t('boAudit.moreInData'));
  return parts.length ? parts.join('; ') : '—';
}
