import { type PAYOUT_SORTS, type PayoutComputeResponse, payoutComputeRequest } from '@champions/contract';
import {
  lastClosedPayoutPeriod,
  PAGES,
  type PayoutFrequency,
  type PayoutState,
  pragueDayKey,
} from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { payoutPeriodLabel } from '../../shared/ui/payoutPeriod.ts';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { ChoiceFilter } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { PayoutStateBadge, pragueDate } from './PayoutUi.tsx';
import {
  exportFileDownload,
  useComputePayouts,
  useExportPayouts,
  usePayoutExports,
  usePayouts,
} from './payoutQueries.ts';
import { useListParams } from './useListParams.ts';

const SORT_LABELS: Record<(typeof PAYOUT_SORTS)[number], Parameters<typeof t>[0]> = {
  '-period': 'payouts.sortPeriodDesc',
  period: 'payouts.sortPeriodAsc',
  '-amount': 'payouts.sortAmountDesc',
  amount: 'payouts.sortAmountAsc',
  partner: 'payouts.sortPartner',
  '-partner': 'payouts.sortPartner',
};
/** The orders the list offers ('-partner' is the server's, not offered). */
const SORTS = ['-period', 'period', '-amount', 'amount', 'partner'] as const;
const STATES: readonly PayoutState[] = ['draft', 'approved', 'exported', 'paid'];
const STATE_KEYS = {
  draft: 'payouts.state.draft',
  approved: 'payouts.state.approved',
  exported: 'payouts.state.exported',
  paid: 'payouts.state.paid',
} as const;

/** /superadmin/payouts: compute, list (filtered, sorted and paged on the server), bank files. */
export function PayoutsPage() {
  return (
    <AreaPage title={t('payouts.title')} lead={t('payouts.lead')}>
      <ComputeForm />
      <PayoutList />
      <ExportSection />
    </AreaPage>
  );
}

function ComputeForm() {
  const [frequency, setFrequency] = useState<PayoutFrequency>('monthly');
  const [result, setResult] = useState<PayoutComputeResponse | null>(null);
  const form = useForm(payoutComputeRequest);
  const compute = useComputePayouts();
  const defaultPeriod = lastClosedPayoutPeriod(frequency, Date.now()).key;
  return (
    <section className="area-card" aria-labelledby="payout-compute-title">
      <h2 id="payout-compute-title" className="area-card__title">
        {t('payouts.computeTitle')}
      </h2>
      <p className="field__hint">{t('payouts.computeLead')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({ frequency, period: formText(data, 'period') }),
          async (body) => {
            setResult(null);
            setResult(await compute.mutateAsync(body));
          },
        )}
      >
        <div className="payout-grid">
          <div className="field">
            <label className="field__label" htmlFor="payout-frequency">
              {t('payouts.computeFrequency')}
            </label>
            <select
              id="payout-frequency"
              name="frequency"
              className="field__input"
              value={frequency}
              onChange={(event) =>
                setFrequency(event.currentTarget.value === 'weekly' ? 'weekly' : 'monthly')
              }
            >
              <option value="monthly">{t('payouts.frequency.monthly')}</option>
              <option value="weekly">{t('payouts.frequency.weekly')}</option>
            </select>
          </div>
          <TextField
            key={frequency}
            name="period"
            type={frequency === 'monthly' ? 'month' : 'week'}
            label={frequency === 'monthly' ? t('payouts.computeMonth') : t('payouts.computeWeek')}
            hint={frequency === 'weekly' ? t('payouts.computeWeekHint') : undefined}
            defaultValue={defaultPeriod}
            error={form.errors.period}
            onChange={() => form.clearError('period')}
          />
          <div>
            <Button type="submit" loading={form.pending}>
              {t('payouts.compute')}
            </Button>
          </div>
        </div>
        <FormError message={form.formError} id={form.errorId} />
      </form>
      {result && (
        <Alert tone="success">
          {t('payouts.computed', {
            computed: result.computed,
            locked: result.locked,
            missing: result.missingAccount,
          })}
        </Alert>
      )}
      {result && result.skipped.length > 0 && <SkippedPartners skipped={result.skipped} />}
    </section>
  );
}

/** The partners a computation left out, each with why and what waits for them, linked to their page. */
function SkippedPartners({ skipped }: { skipped: PayoutComputeResponse['skipped'] }) {
  return (
    <section className="payout-skipped" aria-labelledby="payout-skipped-title">
      <h3 id="payout-skipped-title" className="payout-skipped__title">
        {t('payouts.skippedTitle')}
      </h3>
      <p className="field__hint">{t('payouts.skippedLead')}</p>
      <ul className="payout-skipped__list">
        {skipped.map((partner) => (
          <li key={partner.adminId}>
            <Link to={PAGES.superadmin.admin(partner.adminId)}>{partner.partnerName}</Link>{' '}
            <span className="payout-skipped__email">{partner.partnerEmail}</span>
            <br />
            <strong>{t(`payouts.skippedReason.${partner.reason}`)}</strong>
            {' · '}
            {t('payouts.skippedWaiting', { entries: partner.entryCount, gross: formatCzk(partner.gross) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The payouts, filtered and sorted on the server; the state, order and page live in the address. */
function PayoutList() {
  const list = useListParams();
  const status = list.choice('status', STATES);
  const sort = list.choice('sort', SORTS) ?? '-period';
  const payouts = usePayouts({ sort, page: list.page, limit: 20, ...(status ? { status } : {}) });
  return (
    <section className="area-card" aria-labelledby="payout-list-title">
      <h2 id="payout-list-title" className="area-card__title">
        {t('payouts.listTitle')}
      </h2>
      <div className="payout-grid">
        <ChoiceFilter
          list={list}
          field={{
            type: 'select',
            name: 'status',
            label: t('payouts.filterState'),
            all: t('payouts.filterAll'),
            options: STATES.map((state) => ({ value: state, label: t(STATE_KEYS[state]) })),
          }}
        />
        <ChoiceFilter
          list={list}
          field={{
            type: 'select',
            name: 'sort',
            label: t('payouts.sort'),
            value: sort,
            options: SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) })),
          }}
        />
      </div>
      <BoList
        list={list}
        query={payouts}
        rows={(data) => data.payouts}
        rowKey={(payout) => payout.id}
        label={t('payouts.listTitle')}
        className=""
        error={t('payouts.loadError')}
        empty={{ title: status ? t('payouts.emptyFiltered') : t('payouts.empty') }}
        pager={t('payouts.pagerLabel')}
        columns={[
          { label: t('payouts.partner'), cell: (payout) => <strong>{payout.partnerName}</strong> },
          { label: t('payouts.period'), cell: (payout) => payoutPeriodLabel(payout.period) },
          { label: t('payouts.entries'), cell: (payout) => payout.entryCount, numeric: true },
          { label: t('payouts.amount'), cell: (payout) => formatCzk(payout.amount), numeric: true },
          { label: t('payouts.status'), cell: (payout) => <PayoutStateBadge state={payout.status} /> },
        ]}
        action={{
          label: t('payouts.open'),
          cell: (payout) => (
            <Link
              className="button button--secondary button--small"
              to={`${PAGES.superadmin.payouts}/${payout.id}`}
              aria-label={t('payouts.openOf', {
                name: payout.partnerName,
                period: payoutPeriodLabel(payout.period),
              })}
            >
              {t('payouts.open')}
            </Link>
          ),
        }}
      />
    </section>
  );
}

function ExportSection() {
  const today = pragueDayKey(Date.now());
  const [dueDate, setDueDate] = useState(today);
  const [confirming, setConfirming] = useState(false);
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const exportPayouts = useExportPayouts();
  const exports = usePayoutExports(page);
  const file = useBlobDownload();
  const download = async (...args: Parameters<typeof exportFileDownload>) => {
    setDownloadError(null);
    try {
      await file.download(exportFileDownload(...args));
    } catch (failure) {
      setDownloadError(submitErrorMessage(failure));
    }
  };
  return (
    <section className="area-card" aria-labelledby="payout-export-title">
      <h2 id="payout-export-title" className="area-card__title">
        {t('payouts.exportTitle')}
      </h2>
      <p className="field__hint">{t('payouts.exportLead')}</p>
      <div className="payout-grid">
        <TextField
          name="dueDate"
          type="date"
          label={t('payouts.dueDate')}
          value={dueDate}
          min={today}
          onChange={(event) => setDueDate(event.currentTarget.value || today)}
        />
        <div>
          <Button onClick={() => setConfirming(true)}>{t('payouts.exportButton')}</Button>
        </div>
      </div>
      {confirming && (
        <ConfirmActionDialog
          tone="primary"
          cancelLabel={t('payouts.cancel')}
          title={t('payouts.exportConfirmTitle')}
          text={t('payouts.exportConfirm', { date: pragueDate(`${dueDate}T12:00:00Z`) })}
          confirmLabel={t('payouts.confirm')}
          onConfirm={() => exportPayouts.mutateAsync(dueDate)}
          onClose={() => setConfirming(false)}
        />
      )}
      <h3>{t('payouts.exportsTitle')}</h3>
      {exports.isPending && <p role="status">{t('form.loading')}</p>}
      {exports.isError && (
        <Alert tone="error">
          {t('payouts.loadError')}{' '}
          <Button variant="link" onClick={() => exports.refetch()}>
            {t('payouts.retry')}
          </Button>
        </Alert>
      )}
      {exports.data && exports.data.exports.length === 0 && <p>{t('payouts.exportsEmpty')}</p>}
      {exports.data && exports.data.exports.length > 0 && (
        <>
          <ul className="payout-exports">
            {exports.data.exports.map((item) => {
              const createdOn = pragueDayKey(new Date(item.createdAt));
              return (
                <li key={item.id}>
                  <span>
                    {t('payouts.exportRow', {
                      date: pragueDate(item.createdAt),
                      count: item.payoutCount,
                      total: formatCzk(item.total),
                    })}
                  </span>
                  <Button variant="secondary" onClick={() => download(item.id, 'abo', createdOn)}>
                    {t('payouts.downloadAbo')}
                  </Button>
                  <Button variant="secondary" onClick={() => download(item.id, 'csv', createdOn)}>
                    {t('payouts.downloadCsv')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Pager
            page={exports.data.pagination.page}
            totalPages={exports.data.pagination.totalPages}
            onPage={setPage}
            label={t('payouts.pagerLabel')}
          />
        </>
      )}
      <FormError message={downloadError} />
    </section>
  );
}
