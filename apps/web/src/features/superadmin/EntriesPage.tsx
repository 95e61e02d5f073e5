import {
  BACKOFFICE_ENTRY_RESULTS,
  BACKOFFICE_ENTRY_SORTS,
  type BackofficeEntriesQuery,
  type BackofficeEntryRow,
  voidEntryBody,
} from '@champions/contract';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { dateTime, ListState } from './BoUi.tsx';
import { emailWithBreak } from './emailBreak.tsx';
import { useBackofficeEntries, useVoidEntry } from './entriesQueries.ts';
import './backoffice.css';

type Sort = BackofficeEntriesQuery['sort'];

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
const UUID = /^[0-9a-f-]{36}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const SOURCE_LABEL = {
  PAYG: 'boEntries.sourcePAYG',
  PAYG_PLUS: 'boEntries.sourcePAYG_PLUS',
  CHAMPIONSHIP: 'boEntries.sourceCHAMPIONSHIP',
} as const;

const when = (entry: BackofficeEntryRow) => dateTime.format(new Date(entry.scannedAt));

/** The confirmation of a void, with the reason the audit log keeps; one Idempotency-Key per opened dialog. */
function VoidDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: BackofficeEntryRow;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const voidEntry = useVoidEntry();
  const [key] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const name = entry.customerName || entry.customerEmail;
  const membership = entry.price === 0;
  const confirm = async () => {
    const parsed = voidEntryBody.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? t('boEntries.reasonShort'));
      return;
    }
    setError(null);
    try {
      const answer = await voidEntry.mutateAsync({ id: entry.id, reason: parsed.data.reason, key });
      onDone(
        answer.refundedCredits > 0
          ? t('boEntries.voided', { amount: formatCzk(answer.refundedCredits) })
          : t('boEntries.voidedMembership'),
      );
      onClose();
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  const facts = { name, venue: entry.venueName, when: when(entry), earning: formatCzk(entry.earning) };
  return (
    <ConfirmDialog open title={t('boEntries.voidTitle')} onClose={onClose}>
      <p>
        {membership
          ? t('boEntries.voidTextMembership', facts)
          : t('boEntries.voidText', { ...facts, refund: formatCzk(entry.price) })}
      </p>
      <TextAreaField
        rows={3}
        name="reason"
        label={t('boEntries.reasonLabel')}
        maxLength={500}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(undefined);
        }}
      />
      <FormError message={error} id={errorId} />
      <div className="button-row">
        <Button variant="danger" loading={voidEntry.isPending} onClick={confirm}>
          {t('boEntries.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('boEntries.keep')}
        </Button>
      </div>
    </ConfirmDialog>
  );
}

/** /superadmin/enter: every scan, filtered, sorted and paged on the server (state in the URL); void a wrong one. */
export function EntriesPage() {
  const [params, setParams] = useSearchParams();
  const venueId = UUID.test(params.get('venueId') ?? '') ? (params.get('venueId') as string) : undefined;
  const partnerId = UUID.test(params.get('partnerId') ?? '')
    ? (params.get('partnerId') as string)
    : undefined;
  const day = DAY.test(params.get('day') ?? '') ? (params.get('day') as string) : undefined;
  const result = pick(params.get('result'), BACKOFFICE_ENTRY_RESULTS);
  const sort: Sort = pick(params.get('sort'), BACKOFFICE_ENTRY_SORTS) ?? 'scannedAt';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBackofficeEntries({ venueId, partnerId, day, result, sort, dir, page });
  const [voiding, setVoiding] = useState<BackofficeEntryRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) merged.set(name, value);
      else merged.delete(name);
    }
    setParams(merged);
  };
  const onSort = (column: string) =>
    update({ sort: column, dir: column === sort && dir === 'desc' ? 'asc' : 'desc', page: undefined });

  const data = list.data;
  const venues = data?.venues.filter((v) => !partnerId || v.partnerId === partnerId) ?? [];
  return (
    <AreaPage title={t('boEntries.title')} lead={t('boEntries.lead')}>
      <form
        className="area-card bo-filters bo-filters--entries"
        aria-label={t('boEntries.filtersLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            partnerId: String(form.get('partnerId') ?? '') || undefined,
            venueId: String(form.get('venueId') ?? '') || undefined,
            day: String(form.get('day') ?? '') || undefined,
            result: String(form.get('result') ?? '') || undefined,
            page: undefined,
          });
        }}
      >
        <SelectField
          name="partnerId"
          label={t('boEntries.partnerLabel')}
          defaultValue={partnerId ?? ''}
          key={`p-${partnerId}-${data ? 1 : 0}`}
        >
          <option value="">{t('boEntries.partnerAll')}</option>
          {data?.partners.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="venueId"
          label={t('boEntries.venueLabel')}
          defaultValue={venueId ?? ''}
          key={`v-${venueId}-${partnerId}-${data ? 1 : 0}`}
        >
          <option value="">{t('boEntries.venueAll')}</option>
          {venues.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="day"
          type="date"
          label={t('boEntries.dayLabel')}
          defaultValue={day ?? ''}
          key={`d-${day}`}
        />
        <SelectField
          name="result"
          label={t('boEntries.resultLabel')}
          defaultValue={result ?? ''}
          key={`r-${result}`}
        >
          <option value="">{t('boEntries.resultAll')}</option>
          <option value="admitted">{t('boEntries.resultAdmitted')}</option>
          <option value="voided">{t('boEntries.resultVoided')}</option>
        </SelectField>
        <div className="button-row">
          <Button type="submit">{t('boEntries.filter')}</Button>
          <Button variant="secondary" onClick={() => setParams(new URLSearchParams())}>
            {t('boEntries.reset')}
          </Button>
        </div>
      </form>

      {done && (
        <p role="status" className="bo-done">
          {done}
        </p>
      )}
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        error={t('boEntries.loadError')}
        retry={() => void list.refetch()}
      />
      {data && data.entries.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boEntries.empty')}</p>
          <p>{t('boEntries.emptyHint')}</p>
        </div>
      )}
      {data && data.entries.length > 0 && (
        <div className="area-card bo-entries-table" aria-busy={list.isFetching || undefined}>
          <p role="status">{t('boEntries.total', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.entries}
            rowKey={(entry) => entry.id}
            sort={{ key: sort, dir, onSort, buttonLabel: (column) => t('boEntries.sortBy', { column }) }}
            columns={[
              {
                label: t('boEntries.colScanned'),
                sortKey: 'scannedAt',
                cell: (entry) => <span className="bo-nowrap">{when(entry)}</span>,
              },
              {
                label: t('boEntries.colCustomer'),
                sortKey: 'customer',
                cell: (entry) => (
                  <span className="bo-cell-lines">
                    <strong>{entry.customerName || entry.customerEmail}</strong>
                    <span className="bo-muted bo-email">{emailWithBreak(entry.customerEmail)}</span>
                  </span>
                ),
              },
              {
                label: t('boEntries.colVenue'),
                sortKey: 'venue',
                cell: (entry) => (
                  <span className="bo-cell-lines bo-cell-lines--venue">
                    <strong>{entry.venueName}</strong>
                    <span>{`${entry.activityName} (${t(SOURCE_LABEL[entry.source])})`}</span>
                    <span className="bo-muted">{entry.partnerName}</span>
                  </span>
                ),
              },
              { label: t('boEntries.colPaid'), numeric: true, cell: (entry) => formatCzk(entry.price) },
              {
                label: t('boEntries.colEarning'),
                sortKey: 'earning',
                numeric: true,
                cell: (entry) =>
                  entry.voidedEarning !== null ? (
                    <>
                      {formatCzk(entry.earning)}
                      <br />
                      <span className="bo-muted">
                        {t('boEntries.voidedEarning', { amount: formatCzk(entry.voidedEarning) })}
                      </span>
                    </>
                  ) : (
                    formatCzk(entry.earning)
                  ),
              },
              {
                label: t('boEntries.colResult'),
                cell: (entry) =>
                  entry.voidedAt
                    ? t('boEntries.stateVoided', { reason: entry.voidReason ?? '' })
                    : t('boEntries.stateAdmitted'),
              },
            ]}
            action={{
              label: t('boEntries.void'),
              cell: (entry) =>
                entry.voidedAt ? null : (
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={t('boEntries.voidOf', {
                      name: entry.customerName || entry.customerEmail,
                      when: when(entry),
                    })}
                    onClick={() => {
                      setDone(null);
                      setVoiding(entry);
                    }}
                  >
                    {t('boEntries.void')}
                  </Button>
                ),
            }}
          />
          <Pager
            label={t('boEntries.pagerLabel')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
      {voiding && <VoidDialog entry={voiding} onClose={() => setVoiding(null)} onDone={setDone} />}
    </AreaPage>
  );
}
