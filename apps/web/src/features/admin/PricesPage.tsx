import { type AdminPrice, priceInput } from '@champions/contract';
import { PAGES, partnerEarning, paygPlusEntryPrice } from '@champions/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { ButtonLink, crownsInput, czk, parseCrowns, QueryState, SelectField } from './ManageUi.tsx';
import { useActivities, useDeletePrice, usePrices, useSavePrice } from './manageQueries.ts';
import './manage.css';

/** /admin/price (hidden in the menu, SPEC 2): every PAYG price and what the partner earns per entry. */
export function PricesPage() {
  const prices = usePrices();
  return (
    <AreaPage title={t('adminPrices.title')} lead={t('adminPrices.lead')}>
      <div className="manage-toolbar">
        <ButtonLink to={PAGES.admin.priceCreate}>{t('adminPrices.create')}</ButtonLink>
      </div>
      <QueryState isPending={prices.isPending} isError={prices.isError} retry={() => prices.refetch()} />
      {prices.data && prices.data.prices.length === 0 && (
        <p className="manage-note">{t('adminPrices.empty')}</p>
      )}
      {prices.data && prices.data.prices.length > 0 && (
        <section className="area-card" aria-label={t('adminPrices.title')}>
          <DataTable
            rows={prices.data.prices}
            rowKey={(price) => price.optionId}
            columns={[
              {
                label: t('adminPrices.activity'),
                cell: (price) => `${price.activityName} (${price.venueName})`,
              },
              { label: t('adminPrices.option'), cell: (price) => price.optionName },
              { label: t('adminPrices.payg'), cell: (price) => czk(price.price), numeric: true },
              { label: t('adminPrices.paygPlus'), cell: (price) => czk(price.paygPlusPrice), numeric: true },
              { label: t('adminPrices.earning'), cell: (price) => czk(price.partnerEarning), numeric: true },
            ]}
            action={{
              label: t('adminManage.actions'),
              cell: (price) => (
                <Link
                  className="button button--secondary button--small"
                  to={PAGES.admin.price(price.optionId)}
                  aria-label={t('adminPrices.editLabel', {
                    name: `${price.activityName} – ${price.optionName}`,
                  })}
                >
                  {t('adminManage.edit')}
                </Link>
              ),
            }}
          />
        </section>
      )}
    </AreaPage>
  );
}

/** /admin/price/create and /admin/price/{id}: one price, with the earning shown before it is saved. */
export function PriceEditPage() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'create';
  const prices = usePrices();
  const activities = useActivities();
  const price = isNew ? undefined : prices.data?.prices.find((candidate) => candidate.optionId === id);
  const missing = !isNew && prices.data && !price;
  return (
    <AreaPage title={isNew ? t('adminPrices.createTitle') : t('adminPrices.editTitle')}>
      <p>
        <Link to={PAGES.admin.prices}>{t('adminPrices.back')}</Link>
      </p>
      <QueryState isPending={prices.isPending} isError={prices.isError} retry={() => prices.refetch()} />
      {missing && <Alert tone="error">{t('adminPrices.notFound')}</Alert>}
      {activities.data && prices.data && !missing && (
        <PriceForm
          key={price?.optionId ?? 'new'}
          price={price}
          activities={activities.data.activities.map((activity) => ({
            id: activity.id,
            name: `${activity.name} (${activity.venueName})`,
          }))}
        />
      )}
    </AreaPage>
  );
}

function PriceForm({
  price,
  activities,
}: {
  price: AdminPrice | undefined;
  activities: { id: string; name: string }[];
}) {
  const form = useForm(priceInput);
  const save = useSavePrice();
  const remove = useDeletePrice();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(price ? crownsInput(price.price) : '');
  const [removing, setRemoving] = useState(false);
  const [saved, setSaved] = useState(false);
  const minor = parseCrowns(typed);
  return (
    <section className="area-card" aria-labelledby="price-form-title">
      <h2 id="price-form-title" className="area-card__title">
        {t('adminPrices.formTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            activityId: formText(data, 'activityId'),
            name: formText(data, 'name'),
            price: parseCrowns(formText(data, 'price')),
            durationMinutes: Number(formText(data, 'durationMinutes')),
          }),
          async (body) => {
            setSaved(false);
            const result = await save.mutateAsync({ id: price?.optionId, body });
            if (price) setSaved(true);
            else navigate(PAGES.admin.price(result.optionId));
          },
        )}
      >
        {saved && <Alert tone="success">{t('adminPrices.saved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <SelectField
          name="activityId"
          label={t('adminPrices.activity')}
          defaultValue={price?.activityId ?? ''}
          disabled={Boolean(price)}
          error={form.errors.activityId}
        >
          <option value="">{t('adminActivities.chooseActivity')}</option>
          {activities.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.name}
            </option>
          ))}
        </SelectField>
        {price && <input type="hidden" name="activityId" value={price.activityId} />}
        <TextField
          name="name"
          label={t('adminPrices.option')}
          defaultValue={price?.optionName ?? t('adminActivities.defaultOption')}
          error={form.errors.name}
        />
        <div className="manage-grid">
          <TextField
            name="price"
            label={t('adminPrices.paygInput')}
            inputMode="decimal"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              form.clearError('price');
            }}
            error={form.errors.price}
          />
          <TextField
            name="durationMinutes"
            type="number"
            min={5}
            label={t('adminActivities.duration')}
            defaultValue={price?.durationMinutes ?? 60}
            error={form.errors.durationMinutes}
          />
        </div>
        <div className="manage-economics" aria-live="polite">
          {Number.isNaN(minor) ? (
            <p>{t('adminActivities.economicsEmpty')}</p>
          ) : (
            <dl>
              <dt>{t('adminPrices.payg')}</dt>
              <dd>{czk(minor)}</dd>
              <dt>{t('adminPrices.paygPlus')}</dt>
              <dd>{czk(paygPlusEntryPrice(minor))}</dd>
              <dt>{t('adminPrices.earning')}</dt>
              <dd>
                <strong>{czk(partnerEarning({ optionPrice: minor, admittedAt: new Date() }))}</strong>
              </dd>
            </dl>
          )}
          <p className="field__hint">{t('adminPrices.earningRule')}</p>
        </div>
        <div className="button-row">
          <Button type="submit" loading={form.pending}>
            {price ? t('adminManage.save') : t('adminPrices.createSubmit')}
          </Button>
          {price && (
            <Button variant="danger" onClick={() => setRemoving(true)}>
              {t('adminPrices.remove')}
            </Button>
          )}
        </div>
      </form>
      {removing && price && (
        <ConfirmActionDialog
          title={t('adminPrices.removeTitle', { name: price.optionName })}
          text={t('adminPrices.removeText')}
          confirmLabel={t('adminPrices.remove')}
          onConfirm={async () => {
            await remove.mutateAsync(price.optionId);
            navigate(PAGES.admin.prices);
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </section>
  );
}
