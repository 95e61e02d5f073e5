import type { BackofficeVoucher } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { useListParams } from './useListParams.ts';
import { useBackofficeVouchers, useVoucherAction } from './voucherQueries.ts';
import './backoffice.css';
import { locale } from '../../shared/i18n/language.ts';

const STATE_LABEL = {
  active: 'voucher.stateActive',
  redeemed: 'voucher.stateRedeemed',
  voided: 'voucher.stateVoided',
  expired: 'voucher.stateExpired',
} as const;

const EVENT_LABEL = {
  bought: 'boVouchers.eventBought',
  sent: 'boVouchers.eventSent',
  redeemed: 'boVouchers.eventRedeemed',
  voided: 'boVouchers.eventVoided',
  expired: 'boVouchers.eventExpired',
} as const;

const when = new Intl.DateTimeFormat(locale(), {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** /superadmin/poukazy: gift vouchers found by code or buyer's e-mail, their history, resend and void. */
export function VouchersPage() {
  const list = useListParams();
  const vouchers = useBackofficeVouchers(list.q);
  const actions = useVoucherAction();
  const [voiding, setVoiding] = useState<BackofficeVoucher | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <AreaPage title={t('boVouchers.title')}>
      <BoFilters
        list={list}
        submit={t('boVouchers.searchButton')}
        fields={[{ type: 'search', name: 'q', label: t('boVouchers.search'), maxLength: 254 }]}
      />
      {done && <p role="status">{done}</p>}
      <FormError message={error} />
      <BoList
        list={list}
        query={vouchers}
        rows={(data) => data.vouchers}
        label={t('boVouchers.title')}
        error={t('boVouchers.loadError')}
        empty={{ title: t('boVouchers.empty') }}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t('voucher.code'),
            cell: (row) => <code className="bo-voucher-code">{row.code}</code>,
          },
          {
            label: t('voucher.amount'),
            numeric: true,
            cell: (row) =>
              row.plan ? (
                <>
                  {formatCzk(row.amount)}
                  <br />
                  <small>{t('voucher.planCell', { plan: row.plan.name, n: row.plan.periods })}</small>
                </>
              ) : (
                formatCzk(row.amount)
              ),
          },
          {
            label: t('boVouchers.buyer'),
            cell: (row) => (
              <>
                {row.buyerEmail}
                <br />
                <small>
                  {t('voucher.for')}: {row.recipientName}
                </small>
              </>
            ),
          },
          { label: t('voucher.state'), cell: (row) => t(STATE_LABEL[row.state]) },
          {
            label: t('boVouchers.history'),
            cell: (row) => (
              <ul className="bo-history">
                {row.history.map((event) => (
                  <li key={`${event.kind}-${event.at}`}>
                    {when.format(new Date(event.at))}: {t(EVENT_LABEL[event.kind])}
                    {event.note ? ` (${event.note})` : ''}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            label: '',
            cell: (row) => (
              <>
                <Button
                  variant="secondary"
                  onClick={async () => {
                    setError(null);
                    try {
                      await actions.resend.mutateAsync(row.id);
                      setDone(t('boVouchers.resent'));
                    } catch (failure) {
                      setError(submitErrorMessage(failure));
                    }
                  }}
                >
                  {t('boVouchers.resend')}
                </Button>
                {row.state === 'active' && (
                  <Button variant="secondary" onClick={() => setVoiding(row)}>
                    {t('boVouchers.void')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {voiding && (
        <ConfirmActionDialog
          title={t('boVouchers.voidTitle')}
          text={t('boVouchers.voidText', { code: voiding.code, amount: formatCzk(voiding.amount) })}
          confirmLabel={t('boVouchers.void')}
          onConfirm={async () => {
            await actions.void.mutateAsync(voiding.id);
            setDone(t('boVouchers.voided'));
          }}
          onClose={() => setVoiding(null)}
        />
      )}
    </AreaPage>
  );
}
