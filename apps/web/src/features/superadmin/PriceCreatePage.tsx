import { type CreatePriceChangeBody, createPriceChangeBody, type PriceOverview } from '@champions/contract';
import { PAGES, PRICE_TARGETS, type PriceTarget } from '@champions/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { ListState } from './BoUi.tsx';
import { amountLabel, dayLabel, targetLabel } from './priceLabels.ts';
import { usePriceOverview, useSchedulePriceChange } from './priceQueries.ts';
import './backoffice.css';

/** /superadmin/price/create: which price, the new amount and the day it starts on; confirmed before it is saved. */
export function PriceCreatePage() {
  const overview = usePriceOverview({ page: 1 });
  return (
    <AreaPage title={t('boPrices.createTitle')} lead={t('boPrices.createLead')}>
      <p>
        <Link to={PAGES.superadmin.prices}>{t('boPrices.back')}</Link>
      </p>
      <ListState
        isPending={overview.isPending}
        isError={overview.isError}
        error={t('boPrices.loadError')}
        retry={() => void overview.refetch()}
      />
      {overview.data && <PriceChangeForm overview={overview.data} />}
    </AreaPage>
  );
}

function PriceChangeForm({ overview }: { overview: PriceOverview }) {
  const navigate = useNavigate();
  const form = useForm(createPriceChangeBody);
  const schedule = useSchedulePriceChange();
  const [target, setTarget] = useState<PriceTarget | ''>('');
  const [areaId, setAreaId] = useState('');
  const [review, setReview] = useState<CreatePriceChangeBody | null>(null);
  const areas = overview.inForce.filter((row) => row.target === 'AREA');
  const current = (what: PriceTarget, area: string | null) =>
    overview.inForce.find((row) => row.target === what && (what !== 'AREA' || row.areaId === area)) ?? null;
  const shown = target ? current(target, areaId || null) : null;
  const isPercent = target === 'COMMISSION';

  const reviewText = (body: CreatePriceChangeBody) => {
    const now = current(body.target, body.areaId ?? null);
    return t('boPrices.confirmText', {
      what: targetLabel(body.target, now?.areaName ?? null),
      from: amountLabel(body.target, now?.amount ?? null),
      to: amountLabel(body.target, body.amount),
      date: dayLabel(body.startsOn),
    });
  };

  return (
    <section className="area-card" aria-labelledby="price-change-form">
      <h2 id="price-change-form" className="area-card__title">
        {t('boPrices.createTitle')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (data) => {
            const amount = formText(data, 'amount').trim().replace(',', '.');
            return {
              target: formText(data, 'target') || undefined,
              areaId: formText(data, 'target') === 'AREA' ? formText(data, 'areaId') || null : null,
              amount: amount === '' ? undefined : Number(amount),
              startsOn: formText(data, 'startsOn') || undefined,
            };
          },
          async (body) => {
            if (body.startsOn < overview.earliestStartsOn) {
              form.setFormError(
                t('boPrices.startsOnTooEarly', { date: dayLabel(overview.earliestStartsOn) }),
              );
              return;
            }
            setReview(body);
          },
        )}
      >
        <SelectField
          name="target"
          label={t('boPrices.targetLabel')}
          value={target}
          error={form.errors.target}
          onChange={(event) => {
            setTarget(event.target.value as PriceTarget | '');
            form.clearError('target');
          }}
          required
        >
          <option value="">{t('boPrices.targetPick')}</option>
          {PRICE_TARGETS.map((value) => (
            <option key={value} value={value}>
              {t(`boPrices.target.${value}`)}
            </option>
          ))}
        </SelectField>
        {target === 'AREA' && (
          <SelectField
            name="areaId"
            label={t('boPrices.areaLabel')}
            value={areaId}
            error={form.errors.areaId}
            onChange={(event) => {
              setAreaId(event.target.value);
              form.clearError('areaId');
            }}
            required
          >
            <option value="">{t('boPrices.areaPick')}</option>
            {areas.map((row) => (
              <option key={row.areaId} value={row.areaId ?? ''}>
                {row.areaName}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          name="amount"
          type="number"
          inputMode="numeric"
          min={isPercent ? 0 : 1}
          max={isPercent ? 100 : 100_000}
          step={1}
          label={isPercent ? t('boPrices.amountLabelPercent') : t('boPrices.amountLabelPrice')}
          hint={
            shown
              ? t(isPercent ? 'boPrices.amountHintPercent' : 'boPrices.amountHintPrice', {
                  current: amountLabel(shown.target, shown.amount),
                })
              : undefined
          }
          error={form.errors.amount}
          onChange={() => form.clearError('amount')}
          required
        />
        <TextField
          name="startsOn"
          type="date"
          min={overview.earliestStartsOn}
          label={t('boPrices.startsOnLabel')}
          hint={t('boPrices.startsOnHint', { date: dayLabel(overview.earliestStartsOn) })}
          error={form.errors.startsOn}
          onChange={() => form.clearError('startsOn')}
          required
        />
        <FormError message={form.formError} id={form.errorId} />
        <div className="button-row">
          <Button type="submit" loading={form.pending}>
            {t('boPrices.review')}
          </Button>
        </div>
      </form>
      {review && (
        <ConfirmActionDialog
          title={t('boPrices.confirmTitle')}
          text={reviewText(review)}
          tone="primary"
          confirmLabel={t('boPrices.confirm')}
          cancelLabel={t('boPrices.keep')}
          onConfirm={async () => {
            const created = await schedule.mutateAsync(review);
            navigate(PAGES.superadmin.prices, {
              state: {
                scheduled: t('boPrices.scheduled', {
                  what: targetLabel(created.target, created.areaName),
                  amount: amountLabel(created.target, created.amount),
                  date: dayLabel(created.startsOn),
                }),
              },
            });
          }}
          onClose={() => setReview(null)}
        />
      )}
    </section>
  );
}
