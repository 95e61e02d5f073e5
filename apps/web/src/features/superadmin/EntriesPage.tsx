import {
  BACKOFFICE_ENTRY_RESULTS,
  BACKOFFICE_ENTRY_SORTS,
  type BackofficeEntryRow,
  voidEntryBody,
} from '@champions/contract';
import { useId, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateTime } from './BoUi.tsx';
import { emailWithBreak } from './emailBreak.tsx';
import { useBackofficeEntries, useVoidEntry } from './entriesQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

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
  const list = useListParams({
    sorting: { keys: BACKOFFICE_ENTRY_SORTS, key: 'scannedAt', dir: 'desc', firstDir: 'desc' },
  });
  const valid = (key: string, pattern: RegExp) => (pattern.test(list.text(key)) ? list.text(key) : undefined);
  const partnerId = valid('partnerId', UUID);
  const entries = useBackofficeEntries({
    venueId: valid('venueId', UUID),
    partnerId,
    day: valid('day', DAY),
    result: list.choice('result', BACKOFFICE_ENTRY_RESULTS),
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  });
  const [voiding, setVoiding] = useState<BackofficeEntryRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = entries.data;
  const venues = data?.venues.filter((v) => !partnerId || v.partnerId === partnerId) ?? [];
  return (
    <AreaPage title={t('boEntries.title')} lead={t('boEntries.lead')}>
      <BoFilters
        list={list}
        className="area-card bo-filters bo-filters--entries"
        label={t('boEntries.filtersLabel')}
        submit={t('boEntries.filter')}
        buttons={
          <Button variant="secondary" onClick={list.reset}>
            {t('boEntries.reset')}
          </Button>
        }
        fields={[
          {
            type: 'select',
            name: 'partnerId',
            label: t('boEntries.partnerLabel'),
            all: t('boEntries.partnerAll'),
            options: (data?.partners ?? []).map((p) => ({ value: p.id, label: p.name })),
          },
          {
            type: 'select',
            name: 'venueId',
            label: t('boEntries.venueLabel'),
            all: t('boEntries.venueAll'),
            options: venues.map((v) => ({ value: v.id, label: v.name })),
          },
          { type: 'date', name: 'day', label: t('boEntries.dayLabel') },
          {
            type: 'select',
            name: 'result',
            label: t('boEntries.resultLabel'),
            all: t('boEntries.resultAll'),
            options: [
              { value: 'admitted', label: t('boEntries.resultAdmitted') },
              { value: 'voided', label: t('boEntries.resultVoided') },
            ],
          },
        ]}
      />
      {done && (
        <p role="status" className="bo-done">
          {done}
        </p>
      )}
      <BoList
        list={list}
        query={entries}
        rows={(answer) => answer.entries}
        rowKey={(entry) => entry.id}
        label={t('boEntries.title')}
        className="area-card bo-entries-table"
        error={t('boEntries.loadError')}
        empty={{ title: t('boEntries.empty'), hint: t('boEntries.emptyHint') }}
        total={(count) => t('boEntries.total', { count })}
        pager={t('boEntries.pagerLabel')}
        sortLabel={(column) => t('boEntries.sortBy', { column })}
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
      {voiding && <VoidDialog entry={voiding} onClose={() => setVoiding(null)} onDone={setDone} />}
    </AreaPage>
  );
}
