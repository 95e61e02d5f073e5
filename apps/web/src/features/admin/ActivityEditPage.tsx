import {
  type ActivityInput,
  type AdminActivity,
  type AdminDataResponse,
  activityInput,
} from '@champions/contract';
import { PAGES, partnerEarning, paygPlusEntryPrice } from '@champions/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { PartnerReviews } from '../entries/index.ts';
import {
  crownsInput,
  czk,
  optionalCount,
  PhotoManager,
  PublishControl,
  parseCrowns,
  QueryState,
  SelectField,
  TextAreaField,
} from './ManageUi.tsx';
import { useActivity, useSaveActivity, useVenues } from './manageQueries.ts';
import { useAdminData } from './queries.ts';
import './manage.css';

/** /admin/activity/create and /admin/activity/{id}: an activity, its priced options, photos and publishing. */
export function ActivityEditPage() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'create';
  const activity = useActivity(isNew ? undefined : id);
  const admin = useAdminData();
  const venues = useVenues();
  const title = isNew
    ? t('adminActivities.createTitle')
    : (activity.data?.name ?? t('adminActivities.editTitle'));
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  return (
    <AreaPage title={title} lead={isNew ? t('adminActivities.createLead') : undefined}>
      <p>
        <Link to={PAGES.admin.activities}>{t('adminActivities.back')}</Link>
      </p>
      {created && !isNew && <Alert tone="success">{t('adminActivities.created')}</Alert>}
      {!isNew && (
        <QueryState
          isPending={activity.isPending}
          isError={activity.isError}
          retry={() => activity.refetch()}
        />
      )}
      {admin.data && venues.data && (isNew || activity.data) && (
        <>
          <ActivityForm
            key={activity.data?.id ?? 'new'}
            activity={activity.data}
            reference={admin.data}
            venues={venues.data.venues.map((venue) => ({ id: venue.id, name: venue.name }))}
          />
          {activity.data && (
            <>
              <PhotoManager kind="activities" id={activity.data.id} photos={activity.data.photos} />
              <PublishControl
                kind="activities"
                id={activity.data.id}
                name={activity.data.name}
                published={activity.data.published}
                blockedReason={
                  activity.data.venuePublished
                    ? null
                    : t('adminActivities.venueHidden', { venue: activity.data.venueName })
                }
              />
              <p>
                <Link to={PAGES.admin.calendarOf(activity.data.id)}>{t('adminActivities.toCalendar')}</Link>
              </p>
              <PartnerReviews activityId={activity.data.id} />
            </>
          )}
        </>
      )}
    </AreaPage>
  );
}

interface OptionRow {
  key: string;
  id?: string | undefined;
  name: string;
  price: string;
  durationMinutes: string;
}

let rowCounter = 0;
const newRow = (duration = '60'): OptionRow => ({
  key: `new-${++rowCounter}`,
  name: t('adminActivities.defaultOption'),
  price: '',
  durationMinutes: duration,
});

/** Saves the form: the partner's own calls by default, the back office's when it acts for a partner. */
export type SaveActivity = (input: {
  id?: string | undefined;
  body: ActivityInput;
}) => Promise<{ id: string }>;

/** The activity form (also the back office's, which passes its own `save` and `pageOf`). */
export function ActivityForm({
  activity,
  reference,
  venues,
  save: saveWith,
  pageOf = PAGES.admin.activity,
}: {
  activity: AdminActivity | undefined;
  reference: Pick<AdminDataResponse, 'activityCategories'>;
  venues: { id: string; name: string }[];
  save?: SaveActivity;
  /** where a new activity opens */
  pageOf?: (id: string) => string;
}) {
  const form = useForm(activityInput);
  const partnerSave = useSaveActivity();
  const save = { mutateAsync: saveWith ?? partnerSave.mutateAsync };
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [rows, setRows] = useState<OptionRow[]>(() =>
    activity
      ? activity.options.map((option) => ({
          key: option.id,
          id: option.id,
          name: option.name,
          price: crownsInput(option.price),
          durationMinutes: String(option.durationMinutes),
        }))
      : [newRow()],
  );
  const update = (key: string, patch: Partial<OptionRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const now = new Date();

  const read = (data: FormData) => ({
    venueId: formText(data, 'venueId'),
    name: formText(data, 'name'),
    activityCategoryId: formText(data, 'activityCategoryId') || null,
    description: formText(data, 'description'),
    durationMinutes: Number(formText(data, 'durationMinutes')),
    capacity: Number(formText(data, 'capacity')),
    championsPlaces: optionalCount(formText(data, 'championsPlaces')),
    options: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      price: parseCrowns(row.price),
      durationMinutes: Number(row.durationMinutes),
    })),
  });

  return (
    <section className="area-card" aria-labelledby="activity-form-title">
      <h2 id="activity-form-title" className="area-card__title">
        {t('adminActivities.detailsTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(read, async (body) => {
          setSaved(false);
          const result = await save.mutateAsync({ id: activity?.id, body });
          if (activity) setSaved(true);
          else navigate(pageOf(result.id), { state: { created: true } });
        })}
      >
        {saved && <Alert tone="success">{t('adminActivities.saved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <div className="manage-grid">
          <SelectField
            name="venueId"
            label={t('adminActivities.venue')}
            defaultValue={activity?.venueId ?? (venues.length === 1 ? venues[0]!.id : '')}
            error={form.errors.venueId}
          >
            <option value="">{t('adminActivities.chooseVenue')}</option>
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="activityCategoryId"
            label={t('adminActivities.category')}
            defaultValue={activity?.activityCategoryId ?? ''}
            error={form.errors.activityCategoryId}
          >
            <option value="">{t('adminActivities.noCategory')}</option>
            {reference.activityCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          name="name"
          label={t('adminActivities.name')}
          defaultValue={activity?.name}
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <TextAreaField
          name="description"
          label={t('adminActivities.description')}
          defaultValue={activity?.description}
          error={form.errors.description}
        />
        <div className="manage-grid">
          <TextField
            name="durationMinutes"
            type="number"
            min={5}
            max={1440}
            label={t('adminActivities.duration')}
            defaultValue={activity?.durationMinutes ?? 60}
            error={form.errors.durationMinutes}
          />
          <TextField
            name="capacity"
            type="number"
            min={1}
            max={1000}
            label={t('adminActivities.capacity')}
            hint={t('adminActivities.capacityHint')}
            defaultValue={activity?.capacity ?? 20}
            error={form.errors.capacity}
          />
          <TextField
            name="championsPlaces"
            type="number"
            min={0}
            max={1000}
            label={t('adminActivities.championsPlaces')}
            hint={t('adminActivities.championsPlacesHint')}
            defaultValue={activity?.championsPlaces ?? ''}
            error={form.errors.championsPlaces}
          />
        </div>

        <fieldset className="manage-fieldset">
          <legend>{t('adminActivities.optionsTitle')}</legend>
          <p className="field__hint">{t('adminActivities.optionsHint')}</p>
          {form.errors.options && <p className="field__error">{form.errors.options}</p>}
          {rows.map((row, index) => {
            const price = parseCrowns(row.price);
            return (
              <div key={row.key} className="manage-option">
                <TextField
                  name={`option-name-${index}`}
                  label={t('adminActivities.optionName', { n: index + 1 })}
                  value={row.name}
                  onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                />
                <TextField
                  name={`option-price-${index}`}
                  label={t('adminActivities.optionPrice', { n: index + 1 })}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(event) => update(row.key, { price: event.currentTarget.value })}
                />
                <TextField
                  name={`option-duration-${index}`}
                  type="number"
                  min={5}
                  label={t('adminActivities.optionDuration', { n: index + 1 })}
                  value={row.durationMinutes}
                  onChange={(event) => update(row.key, { durationMinutes: event.currentTarget.value })}
                />
                <p className="manage-option__economics" aria-live="polite">
                  {Number.isNaN(price)
                    ? t('adminActivities.economicsEmpty')
                    : t('adminActivities.economics', {
                        paygPlus: czk(paygPlusEntryPrice(price)),
                        earning: czk(partnerEarning({ optionPrice: price, admittedAt: now })),
                      })}
                </p>
                {rows.length > 1 && (
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={t('adminActivities.optionRemoveLabel', { n: index + 1 })}
                    onClick={() =>
                      setRows((current) => current.filter((candidate) => candidate.key !== row.key))
                    }
                  >
                    {t('adminActivities.optionRemove')}
                  </Button>
                )}
              </div>
            );
          })}
          <Button variant="secondary" onClick={() => setRows((current) => [...current, newRow()])}>
            {t('adminActivities.optionAdd')}
          </Button>
        </fieldset>
        <div>
          <Button type="submit" loading={form.pending}>
            {activity ? t('adminManage.save') : t('adminActivities.createSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
