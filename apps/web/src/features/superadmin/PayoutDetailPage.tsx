import {
  type PayoutDetail,
  type PayoutEntriesQuery,
  type PayoutEntry,
  payoutCommissionRequest,
  payoutVoidRequest,
} from '@champions/contract';
import { PAGES, payoutActionAllowed } from '@champions/domain';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { payoutPeriodLabel } from '../../shared/ui/payoutPeriod.ts';
import { qrImage } from '../../shared/ui/qrImage.ts';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { PayoutStateBadge, percent, pragueDate, pragueDateTime } from './PayoutUi.tsx';
import {
  useApprovePayout,
  useMarkPayoutPaid,
  usePayout,
  usePayoutEntries,
  useSetCommission,
  useVoidPayoutEntry,
} from './payoutQueries.ts';

/** /superadmin/payouts/:id: the statement (entries, rates, total, voids), QR Platba, approve and pay. */
export function PayoutDetailPage() {
  const id = useParams().id ?? '';
  const detail = usePayout(id);
  const data = detail.data;
  return (
    <AreaPage
      title={
        data
          ? t('payouts.detailTitle', { period: payoutPeriodLabel(data.payout.period) })
          : t('payouts.title')
      }
      lead={data?.payout.partnerName}
    >
      <p>
        <Link to={PAGES.superadmin.payouts}>{t('payouts.back')}</Link>
      </p>
      {detail.isPending && <p role="status">{t('form.loading')}</p>}
      {detail.isError && (
        <Alert tone="error">
          {t('payouts.loadError')}{' '}
          <Button variant="link" onClick={() => detail.refetch()}>
            {t('payouts.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          <Summary detail={data} />
          {payoutActionAllowed(data.payout.status, 'recompute') && <CommissionForm detail={data} />}
          <Actions detail={data} />
          <Entries detail={data} />
        </>
      )}
    </AreaPage>
  );
}

function Summary({ detail }: { detail: PayoutDetail }) {
  const { payout, spayd } = detail;
  const image = useMemo(() => (spayd ? qrImage(spayd, 6) : null), [spayd]);
  return (
    <section className="area-card" aria-labelledby="payout-summary-title">
      <h2 id="payout-summary-title" className="area-card__title">
        {t('payouts.summaryTitle')} <PayoutStateBadge state={payout.status} />
      </h2>
      <div className="payout-grid">
        <dl className="payout-summary">
          <dt>{t('payouts.period')}</dt>
          <dd>
            {pragueDate(payout.periodStart)} –{' '}
            {pragueDate(new Date(Date.parse(payout.periodEnd) - 1).toISOString())}
          </dd>
          <dt>{t('payouts.summaryEntries')}</dt>
          <dd>{payout.entryCount}</dd>
          <dt>{t('payouts.summaryVoided')}</dt>
          <dd>
            {payout.voidedCount} ({formatCzk(payout.voidedAmount)})
          </dd>
          <dt>{t('payouts.summaryGross')}</dt>
          <dd>{formatCzk(payout.gross)}</dd>
          <dt>{t('payouts.summaryCommission', { rate: percent(payout.commissionBps) })}</dt>
          <dd>−{formatCzk(payout.commission)}</dd>
          <dt className="payout-summary__total">{t('payouts.summaryNet')}</dt>
          <dd className="payout-summary__total" data-testid="payout-net">
            {formatCzk(payout.amount)}
          </dd>
          <dt>{t('payouts.account')}</dt>
          <dd>{payout.bankAccount}</dd>
          <dt>{t('payouts.variableSymbol')}</dt>
          <dd>{payout.variableSymbol}</dd>
        </dl>
        <div className="payout-qr">
          <h3>{t('payouts.qrTitle')}</h3>
          {image ? (
            <img
              src={image}
              width={200}
              height={200}
              data-testid="payout-qr"
              alt={t('payouts.qrAlt', {
                amount: formatCzk(payout.amount),
                account: payout.bankAccount,
                vs: payout.variableSymbol,
              })}
            />
          ) : (
            <p>{t('payouts.qrNone')}</p>
          )}
        </div>
      </div>
      {payout.paidAt && <p>{t('payouts.paidAt', { date: pragueDate(payout.paidAt) })}</p>}
    </section>
  );
}

function Actions({ detail }: { detail: PayoutDetail }) {
  const { payout } = detail;
  const [confirming, setConfirming] = useState<'approve' | 'paid' | null>(null);
  const approve = useApprovePayout();
  const markPaid = useMarkPayoutPaid();
  const canApprove = payoutActionAllowed(payout.status, 'approve');
  const canPay = payoutActionAllowed(payout.status, 'markPaid');
  if (!canApprove && !canPay) return null;
  return (
    <div className="payout-actions">
      {canApprove && <Button onClick={() => setConfirming('approve')}>{t('payouts.approve')}</Button>}
      {canPay && <Button onClick={() => setConfirming('paid')}>{t('payouts.markPaid')}</Button>}
      {confirming === 'approve' && (
        <ConfirmActionDialog
          tone="primary"
          cancelLabel={t('payouts.cancel')}
          title={t('payouts.approveTitle')}
          text={t('payouts.approveConfirm', { amount: formatCzk(payout.amount), name: payout.partnerName })}
          confirmLabel={t('payouts.approve')}
          onConfirm={() => approve.mutateAsync(payout.id)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'paid' && (
        <ConfirmActionDialog
          tone="primary"
          cancelLabel={t('payouts.cancel')}
          title={t('payouts.markPaidTitle')}
          text={t('payouts.markPaidConfirm', {
            amount: formatCzk(payout.amount),
            account: payout.bankAccount,
          })}
          confirmLabel={t('payouts.markPaid')}
          onConfirm={() => markPaid.mutateAsync(payout.id)}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}

function Entries({ detail }: { detail: PayoutDetail }) {
  const { payout } = detail;
  const [query, setQuery] = useState<PayoutEntriesQuery & { page: number }>({ sort: 'scannedAt', page: 1 });
  const [voiding, setVoiding] = useState<PayoutEntry | null>(null);
  const entries = usePayoutEntries(payout.id, query);
  const canVoid = payoutActionAllowed(payout.status, 'void');
  return (
    <section className="area-card" aria-labelledby="payout-entries-title">
      <h2 id="payout-entries-title" className="area-card__title">
        {t('payouts.entriesTitle')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="payout-entries-sort">
          {t('payouts.entriesSort')}
        </label>
        <select
          id="payout-entries-sort"
          className="field__input"
          value={query.sort}
          onChange={(event) => {
            const sort = event.currentTarget.value as 'scannedAt' | '-scannedAt' | '-earning';
            setQuery({ sort, page: 1 });
          }}
        >
          <option value="scannedAt">{t('payouts.entriesSortOldest')}</option>
          <option value="-scannedAt">{t('payouts.entriesSortNewest')}</option>
          <option value="-earning">{t('payouts.entriesSortHighest')}</option>
        </select>
      </div>
      {entries.isPending && <p role="status">{t('form.loading')}</p>}
      {entries.isError && (
        <Alert tone="error">
          {t('payouts.loadError')}{' '}
          <Button variant="link" onClick={() => entries.refetch()}>
            {t('payouts.retry')}
          </Button>
        </Alert>
      )}
      {entries.data && entries.data.entries.length === 0 && <p>{t('payouts.entriesEmpty')}</p>}
      {entries.data && entries.data.entries.length > 0 && (
        <>
          <DataTable
            rows={entries.data.entries}
            rowKey={(entry) => entry.entryId}
            columns={[
              { label: t('payouts.entryWhen'), cell: (entry) => pragueDateTime(entry.scannedAt) },
              { label: t('payouts.entryActivity'), cell: (entry) => entry.activityName },
              { label: t('payouts.entryVenue'), cell: (entry) => entry.venueName },
              {
                label: t('payouts.entryEarning'),
                numeric: true,
                cell: (entry) =>
                  entry.voidedAt ? (
                    <>
                      <span className="payout-voided">{formatCzk(entry.earning)}</span>{' '}
                      <span>{t('payouts.entryVoided', { reason: entry.voidReason ?? '' })}</span>
                    </>
                  ) : (
                    formatCzk(entry.earning)
                  ),
              },
            ]}
            {...(canVoid
              ? {
                  action: {
                    label: t('payouts.void'),
                    cell: (entry: PayoutEntry) =>
                      entry.voidedAt ? null : (
                        <Button
                          variant="secondary"
                          onClick={() => setVoiding(entry)}
                          aria-label={t('payouts.voidOf', { when: pragueDateTime(entry.scannedAt) })}
                        >
                          {t('payouts.void')}
                        </Button>
                      ),
                  },
                }
              : {})}
          />
          <Pager
            page={entries.data.pagination.page}
            totalPages={entries.data.pagination.totalPages}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
            label={t('payouts.entriesPager')}
          />
        </>
      )}
      {voiding && <VoidDialog payoutId={payout.id} entry={voiding} onClose={() => setVoiding(null)} />}
    </section>
  );
}

function VoidDialog({
  payoutId,
  entry,
  onClose,
}: {
  payoutId: string;
  entry: PayoutEntry;
  onClose: () => void;
}) {
  const form = useForm(payoutVoidRequest);
  const voidEntry = useVoidPayoutEntry();
  return (
    <ConfirmDialog open title={t('payouts.voidTitle')} onClose={onClose}>
      <p>{t('payouts.voidLead')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({ reason: formText(data, 'reason') }),
          async ({ reason }) => {
            await voidEntry.mutateAsync({ id: payoutId, entryId: entry.entryId, reason });
            onClose();
          },
        )}
      >
        <TextField
          name="reason"
          label={t('payouts.voidReason')}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
          maxLength={300}
        />
        <FormError message={form.formError} id={form.errorId} />
        <div className="button-row">
          <Button type="submit" variant="danger" loading={form.pending}>
            {t('payouts.voidConfirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('payouts.cancel')}
          </Button>
        </div>
      </form>
    </ConfirmDialog>
  );
}

/** The partner's commission, set from a draft (percent with up to two decimals; the API takes basis points). */
function CommissionForm({ detail }: { detail: PayoutDetail }) {
  const { payout } = detail;
  const form = useForm(payoutCommissionRequest);
  const setCommission = useSetCommission();
  return (
    <section className="area-card" aria-labelledby="payout-commission-title">
      <h2 id="payout-commission-title" className="area-card__title">
        {t('payouts.commissionTitle')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (data) => {
            const text = formText(data, 'commissionBps').replace(',', '.').trim();
            return { commissionBps: text === '' ? Number.NaN : Math.round(Number(text) * 100) };
          },
          async ({ commissionBps }) => {
            await setCommission.mutateAsync({ id: payout.id, commissionBps });
          },
        )}
      >
        <div className="payout-grid">
          <TextField
            key={payout.commissionBps}
            name="commissionBps"
            inputMode="decimal"
            label={t('payouts.commissionLabel')}
            hint={t('payouts.commissionHint')}
            defaultValue={String(payout.commissionBps / 100).replace('.', ',')}
            error={form.errors.commissionBps}
            onChange={() => form.clearError('commissionBps')}
          />
          <div>
            <Button type="submit" variant="secondary" loading={form.pending}>
              {t('payouts.commissionSave')}
            </Button>
          </div>
        </div>
        <FormError message={form.formError} id={form.errorId} />
      </form>
    </section>
  );
}
