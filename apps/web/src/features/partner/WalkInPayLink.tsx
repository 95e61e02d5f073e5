import type { WalkInResponse, WalkInSaleState, WalkInTicket } from '@champions/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot, formatTime } from '../../shared/public-ui/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { qrImage } from '../../shared/ui/qrImage.ts';
import { cancelWalkIn, organisationKeys, useWalkInStatus } from './queries.ts';

/**
 * A desk sale waiting for the customer's payment: the QR code of the payment link she opens on her
 * own phone (and the link, to copy; it went to her e-mail too), the sale's state asked every few
 * seconds, "Zaplaceno" with the entry to admit once she paid. No card form, no token as a label.
 */
export function WalkInPayLink({
  sale,
  onAdmit,
  onNewSale,
}: {
  sale: WalkInResponse;
  onAdmit: () => void;
  onNewSale: () => void;
}) {
  const queryClient = useQueryClient();
  const status = useWalkInStatus(sale.sale.saleId);
  const [copied, setCopied] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const qr = useMemo(() => qrImage(sale.sale.payUrl, 6), [sale.sale.payUrl]);
  const state = status.data?.state ?? 'pending';
  const what = t('partnerOrg.saleWhat', {
    activity: sale.sale.activityName,
    when: formatSlot(sale.sale.slotStartsAt),
    price: formatCzk(sale.sale.price),
  });

  return (
    <div className="org-ticket" data-testid="walk-in-sale">
      <p className="org-sale__what">{what}</p>
      <p className="org-sale__state" role="status" aria-live="polite" data-state={state}>
        <span className={`org-badge org-badge--${state}`}>{stateLabel(state)}</span>
      </p>
      {status.isError && <Alert tone="error">{t('partnerOrg.statusError')}</Alert>}

      {state === 'pending' && (
        <>
          <p>{t('partnerOrg.payLead', { email: sale.customer.email })}</p>
          {qr && <img className="org-ticket__qr" src={qr} alt={t('partnerOrg.payQrAlt')} />}
          <div className="org-sale__link">
            <label className="field__label" htmlFor="walk-in-pay-url">
              {t('partnerOrg.payLink')}
            </label>
            <input
              id="walk-in-pay-url"
              className="field__input"
              readOnly
              value={sale.sale.payUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(sale.sale.payUrl);
                setCopied(true);
              }}
            >
              {t('partnerOrg.copyLink')}
            </Button>
            {copied && <p role="status">{t('partnerOrg.linkCopied')}</p>}
          </div>
          <p className="field__hint">
            {t('partnerOrg.payUntil', { time: formatTime(status.data?.expiresAt ?? sale.sale.expiresAt) })}
          </p>
          <div className="button-row">
            <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
              {t('partnerOrg.cancelSale')}
            </Button>
          </div>
        </>
      )}

      {state === 'paid' &&
        (status.data?.ticket ? (
          <SoldTicket ticket={status.data.ticket} onAdmit={onAdmit} />
        ) : (
          <Alert tone="error">{t('partnerOrg.ticketMissing')}</Alert>
        ))}
      {state === 'expired' && <Alert tone="info">{t('partnerOrg.expiredText')}</Alert>}
      {state === 'cancelled' && <Alert tone="info">{t('partnerOrg.cancelledText')}</Alert>}

      {state !== 'pending' && (
        <Button variant="secondary" onClick={onNewSale}>
          {t('partnerOrg.newSale')}
        </Button>
      )}

      {confirmCancel && (
        <ConfirmActionDialog
          title={t('partnerOrg.cancelTitle')}
          text={t('partnerOrg.cancelText')}
          confirmLabel={t('partnerOrg.cancelConfirm')}
          cancelLabel={t('partnerOrg.cancelKeep')}
          onConfirm={async () => {
            const next = await cancelWalkIn(sale.sale.saleId);
            queryClient.setQueryData(organisationKeys.sale(sale.sale.saleId), next);
          }}
          onClose={() => setConfirmCancel(false)}
        />
      )}
    </div>
  );
}

function stateLabel(state: WalkInSaleState): string {
  if (state === 'paid') return t('partnerOrg.statePaid');
  if (state === 'expired') return t('partnerOrg.stateExpired');
  if (state === 'cancelled') return t('partnerOrg.stateCancelled');
  return t('partnerOrg.statePending');
}

function SoldTicket({ ticket, onAdmit }: { ticket: WalkInTicket; onAdmit: () => void }) {
  return (
    <section
      className="area-card org-ticket__card"
      aria-labelledby="org-ticket-title"
      data-testid="walk-in-ticket"
    >
      <h3 id="org-ticket-title" className="area-card__title">
        {t('partnerOrg.ticketTitle')}
      </h3>
      <p>
        {t('partnerOrg.ticketFor', {
          name: ticket.email,
          activity: ticket.activityName,
          venue: ticket.venueName,
        })}
      </p>
      {ticket.slotStartsAt && <p>{t('partnerOrg.ticketWhen', { when: formatSlot(ticket.slotStartsAt) })}</p>}
      <p className="field__hint">{t('partnerOrg.ticketAdmitHint')}</p>
      <Button onClick={onAdmit}>{t('partnerOrg.scanNow')}</Button>
    </section>
  );
}
