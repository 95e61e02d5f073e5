import type { AuditEntry, AuditQuery } from '@champions/contract';
import { Link } from 'react-router';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { auditChange } from './auditChange.ts';
import { auditPayoutLink, auditTarget } from './auditTarget.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateTime } from './BoUi.tsx';
import { codeLabel } from './codeLabel.ts';
import { emailWithBreak } from './emailBreak.tsx';
import { useListParams } from './useListParams.ts';
import { auditCsvFile, useAuditLog } from './usersQueries.ts';
import './backoffice.css';

/** The action filters offered (an exact action or a prefix ending in a dot, as the API takes them). */
const ACTIONS = [
  { value: 'backoffice.', label: 'boAudit.actionBackoffice' },
  { value: 'backoffice.credit.', label: 'boAudit.actionCredit' },
  { value: 'impersonation.', label: 'boAudit.actionImpersonation' },
  { value: 'gdpr.', label: 'boAudit.actionGdpr' },
  { value: 'staff.', label: 'boAudit.actionStaff' },
  { value: 'account.', label: 'boAudit.actionLogin' },
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Prague calendar day as the instant it starts (from) or the last instant it has (to). */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const probe = new Date(`${day}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', timeZoneName: 'longOffset' })
    .formatToParts(probe)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '');
  const zone = offset && offset !== '' ? offset : '+00:00';
  return end ? `${day}T23:59:59.999${zone}` : `${day}T00:00:00.000${zone}`;
}

const reasonOf = (entry: AuditEntry): string => {
  const reason = (entry.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : '—';
};

/** The one account (or thing) the log is narrowed to, by its name from its rows; never its id. */
function filteredTargetText(targetId: string, entries: readonly AuditEntry[]): string {
  const row = entries.find((entry) => entry.targetId === targetId);
  const target = row ? auditTarget(row) : null;
  return target ? t('boAudit.filteredTarget', { name: target.label }) : t('boAudit.filteredTargetUnnamed');
}

/** The target by its name (an account without one by its e-mail), linked to its page where there is one. */
function TargetCell({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  const payout = auditPayoutLink(entry);
  if (!target) return <>{t('boAudit.targetNone')}</>;
  return (
    <span className="bo-cell-lines">
      {target.to ? <Link to={target.to}>{target.label}</Link> : <span>{target.label}</span>}
      {payout && <Link to={payout}>{t('boAudit.targetPayout')}</Link>}
    </span>
  );
}

/** The row as the API keeps it, behind a toggle (as a payment provider's event log shows its events). */
function RawData({ entry }: { entry: AuditEntry }) {
  const raw = { action: entry.action, targetId: entry.targetId, data: entry.data };
  return (
    <details className="bo-raw">
      <summary aria-label={t('boAudit.dataOf', { action: codeLabel(entry.action) })}>
        {t('boAudit.showJson')}
      </summary>
      <pre className="bo-raw__json">{JSON.stringify(raw, null, 2)}</pre>
    </details>
  );
}

/** /superadmin/audit: who did what as whom, before and after, when; filtered, paged, CSV. */
export function AuditPage() {
  const list = useListParams();
  const action = list.text('action');
  const targetId = list.text('targetId');
  const query: Partial<AuditQuery> = {
    action: ACTIONS.some((a) => a.value === action) ? action : undefined,
    targetId: UUID.test(targetId) ? targetId : undefined,
    from: dayBound(list.text('from'), false),
    to: dayBound(list.text('to'), true),
    page: list.page,
    limit: 50,
  };
  const audit = useAuditLog(query);
  const csv = useBlobDownload();
  const filtered = query.action || query.targetId || query.from || query.to;
  return (
    <AreaPage title={t('boAudit.title')} lead={t('boAudit.lead')}>
      <BoFilters
        list={list}
        submit={t('boAudit.filter')}
        fields={[
          {
            type: 'select',
            name: 'action',
            label: t('boAudit.action'),
            all: t('boAudit.actionAll'),
            options: ACTIONS.map((option) => ({ value: option.value, label: t(option.label) })),
          },
          { type: 'date', name: 'from', label: t('boAudit.from') },
          { type: 'date', name: 'to', label: t('boAudit.to') },
        ]}
        buttons={
          <>
            <Button variant="secondary" onClick={list.reset}>
              {t('boAudit.reset')}
            </Button>
            <Button variant="secondary" loading={csv.pending} onClick={() => csv.save(auditCsvFile(query))}>
              {t('boAudit.csv')}
            </Button>
          </>
        }
      />
      {query.targetId && <p>{filteredTargetText(query.targetId, audit.data?.entries ?? [])}</p>}
      <FormError message={csv.error} />
      <BoList
        list={list}
        query={audit}
        rows={(data) => data.entries}
        rowKey={(entry) => entry.id}
        label={t('boAudit.title')}
        className="area-card bo-audit-table"
        error={t('boAudit.loadError')}
        empty={{ title: filtered ? t('boAudit.empty') : t('boAudit.emptyNone') }}
        pager={t('boAudit.pagerLabel')}
        columns={[
          {
            label: t('boAudit.colWhen'),
            cell: (entry) => (
              <time className="bo-nowrap" dateTime={entry.createdAt}>
                {dateTime.format(new Date(entry.createdAt))}
              </time>
            ),
          },
          {
            label: t('boAudit.colWho'),
            cell: (entry) => (
              <span className="bo-cell-lines">
                <span>{entry.actorEmail ? emailWithBreak(entry.actorEmail) : t('boAudit.nobody')}</span>
                {entry.action.startsWith('impersonation.') && (
                  <span className="bo-muted">{t('boAudit.asWho', { email: entry.targetEmail ?? '—' })}</span>
                )}
              </span>
            ),
          },
          { label: t('boAudit.colWhat'), cell: (entry) => codeLabel(entry.action) },
          { label: t('boAudit.colTarget'), cell: (entry) => <TargetCell entry={entry} /> },
          {
            label: t('boAudit.colChange'),
            cell: (entry) => <span className="bo-audit-change">{auditChange(entry)}</span>,
          },
          { label: t('boAudit.colReason'), cell: reasonOf },
          { label: t('boAudit.showData'), cell: (entry) => <RawData entry={entry} /> },
        ]}
      />
    </AreaPage>
  );
}
