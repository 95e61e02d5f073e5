import type { AuditEntry, AuditQuery } from '@champions/contract';
import { Link, useSearchParams } from 'react-router';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { auditChange } from './auditChange.ts';
import { auditPayoutLink, auditTarget } from './auditTarget.ts';
import { dateTime, ListState } from './BoUi.tsx';
import { codeLabel } from './codeLabel.ts';
import { emailWithBreak } from './emailBreak.tsx';
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
function dayBound(day: string | null, end: boolean): string | undefined {
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
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const targetId = params.get('targetId') ?? '';
  const fromDay = params.get('from') ?? '';
  const toDay = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: Partial<AuditQuery> = {
    action: ACTIONS.some((a) => a.value === action) ? action : undefined,
    targetId: UUID.test(targetId) ? targetId : undefined,
    from: dayBound(fromDay, false),
    to: dayBound(toDay, true),
    page,
    limit: 50,
  };
  const audit = useAuditLog(query);
  const csv = useBlobDownload();

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const data = audit.data;
  return (
    <AreaPage title={t('boAudit.title')} lead={t('boAudit.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            action: String(form.get('action') ?? '') || undefined,
            from: String(form.get('from') ?? '') || undefined,
            to: String(form.get('to') ?? '') || undefined,
            page: undefined,
          });
        }}
      >
        <SelectField name="action" label={t('boAudit.action')} defaultValue={action} key={`a-${action}`}>
          <option value="">{t('boAudit.actionAll')}</option>
          {ACTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="from"
          type="date"
          label={t('boAudit.from')}
          defaultValue={fromDay}
          key={`f-${fromDay}`}
        />
        <TextField name="to" type="date" label={t('boAudit.to')} defaultValue={toDay} key={`t-${toDay}`} />
        <Button type="submit">{t('boAudit.filter')}</Button>
        <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
          {t('boAudit.reset')}
        </Button>
        <Button variant="secondary" loading={csv.pending} onClick={() => csv.save(auditCsvFile(query))}>
          {t('boAudit.csv')}
        </Button>
      </form>
      {query.targetId && <p>{filteredTargetText(query.targetId, data?.entries ?? [])}</p>}
      <FormError message={csv.error} />
      <ListState
        isPending={audit.isPending}
        isError={audit.isError}
        error={t('boAudit.loadError')}
        retry={() => void audit.refetch()}
      />
      {data && data.entries.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">
            {query.action || query.targetId || query.from || query.to
              ? t('boAudit.empty')
              : t('boAudit.emptyNone')}
          </p>
        </div>
      )}
      {data && data.entries.length > 0 && (
        <div className="area-card bo-audit-table" aria-busy={audit.isFetching || undefined}>
          <DataTable
            rows={data.entries}
            rowKey={(entry) => entry.id}
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
                      <span className="bo-muted">
                        {t('boAudit.asWho', { email: entry.targetEmail ?? '—' })}
                      </span>
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
          <Pager
            label={t('boAudit.pagerLabel')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
    </AreaPage>
  );
}
