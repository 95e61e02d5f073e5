import type { PriceChangeDto } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { dateTime, ListState } from './BoUi.tsx';
import { amountLabel, dayLabel, targetLabel } from './priceLabels.ts';
import { useCancelPriceChange, usePriceChange } from './priceQueries.ts';
import './backoffice.css';

/** /superadmin/price/{id}: one change, old → new; a future one can be cancelled (with confirmation). */
export function PriceDetailPage() {
  const { id = '' } = useParams();
  const change = usePriceChange(id);
  const notFound = change.error instanceof ApiError && change.error.status === 404;
  const data = change.data;
  return (
    <AreaPage title={t('boPrices.detailTitle')}>
      <p>
        <Link to={PAGES.superadmin.prices}>{t('boPrices.back')}</Link>
      </p>
      {notFound ? (
        <Alert tone="error">{t('boPrices.notFound')}</Alert>
      ) : (
        <ListState
          isPending={change.isPending}
          isError={change.isError}
          error={t('boPrices.loadError')}
          retry={() => void change.refetch()}
        />
      )}
      {data && <ChangeFacts change={data} />}
    </AreaPage>
  );
}

function ChangeFacts({ change }: { change: PriceChangeDto }) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const cancel = useCancelPriceChange();
  const what = targetLabel(change.target, change.areaName);
  const from = amountLabel(change.target, change.previousAmount);
  const to = amountLabel(change.target, change.amount);
  const date = dayLabel(change.startsOn);
  return (
    <section className="area-card" aria-labelledby="price-change-facts">
      <h2 id="price-change-facts" className="area-card__title">
        {what}
      </h2>
      <dl className="bo-facts">
        <dt>{t('boPrices.fieldFrom')}</dt>
        <dd>{from}</dd>
        <dt>{t('boPrices.fieldTo')}</dt>
        <dd>
          <strong>{to}</strong>
        </dd>
        <dt>{t('boPrices.fieldStarts')}</dt>
        <dd>{date}</dd>
        <dt>{t('boPrices.fieldStatus')}</dt>
        <dd>{t(`boPrices.status.${change.status}`)}</dd>
        <dt>{t('boPrices.fieldCreated')}</dt>
        <dd>
          {t('boPrices.byWhom', {
            when: dateTime.format(new Date(change.createdAt)),
            name: change.createdByName ?? '—',
          })}
        </dd>
        {change.cancelledAt && (
          <>
            <dt>{t('boPrices.fieldCancelled')}</dt>
            <dd>
              {t('boPrices.byWhom', {
                when: dateTime.format(new Date(change.cancelledAt)),
                name: change.cancelledByName ?? '—',
              })}
            </dd>
          </>
        )}
      </dl>
      <div aria-live="polite">{done && <Alert tone="success">{t('boPrices.cancelled')}</Alert>}</div>
      {change.cancellable && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('boPrices.cancel')}
        </Button>
      )}
      {change.status === 'STARTED' && <p className="bo-muted">{t('boPrices.startedNote')}</p>}
      {confirming && (
        <ConfirmActionDialog
          title={t('boPrices.cancelTitle')}
          text={t('boPrices.cancelText', { what, from, to, date })}
          confirmLabel={t('boPrices.cancelConfirm')}
          cancelLabel={t('boPrices.keepChange')}
          onConfirm={async () => {
            await cancel.mutateAsync(change.id);
            setDone(true);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
