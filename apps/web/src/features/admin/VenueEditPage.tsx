import { type AdminDataResponse, type AdminVenue, type VenueInput, venueInput } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { DAY_NAMES, WEEK_ORDER } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { PhotoManager, PublishControl, QueryState, SelectField, TextAreaField } from './ManageUi.tsx';
import { MapPicker, type Position } from './MapPicker.tsx';
import { useSaveVenue, useVenue } from './manageQueries.ts';
import { useAdminData } from './queries.ts';
import './manage.css';

/** /admin/venues/create and /admin/venues/{id}: the venue form, then its photos and publishing. */
export function VenueEditPage() {
  const { id } = useParams();
  const isNew = id === undefined || id === 'create';
  const venue = useVenue(isNew ? undefined : id);
  const admin = useAdminData();
  const title = isNew ? t('adminVenues.createTitle') : (venue.data?.name ?? t('adminVenues.editTitle'));
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  return (
    <AreaPage title={title} lead={isNew ? t('adminVenues.createLead') : undefined}>
      <p>
        <Link to={PAGES.admin.venues}>{t('adminVenues.back')}</Link>
      </p>
      {created && !isNew && <Alert tone="success">{t('adminVenues.created')}</Alert>}
      {!isNew && (
        <QueryState isPending={venue.isPending} isError={venue.isError} retry={() => venue.refetch()} />
      )}
      {admin.data && (isNew || venue.data) && (
        <>
          <VenueForm key={venue.data?.id ?? 'new'} venue={venue.data} reference={admin.data} />
          {venue.data && (
            <>
              <PhotoManager kind="venues" id={venue.data.id} photos={venue.data.photos} />
              <PublishControl
                kind="venues"
                id={venue.data.id}
                name={venue.data.name}
                published={venue.data.published}
                blockedReason={venue.data.activityCount === 0 ? t('adminVenues.noActivitiesYet') : null}
              />
            </>
          )}
        </>
      )}
    </AreaPage>
  );
}

/** Saves the form: the partner's own calls by default, the back office's when it edits for a partner. */
export type SaveVenue = (input: { id?: string | undefined; body: VenueInput }) => Promise<{ id: string }>;

/** The venue form (also the back office's, which passes its own `save`). */
export function VenueForm({
  venue,
  reference,
  save: saveWith,
}: {
  venue: AdminVenue | undefined;
  reference: Pick<AdminDataResponse, 'areas' | 'venueCategories' | 'equipmentCategories'>;
  save?: SaveVenue;
}) {
  const form = useForm(venueInput);
  const partnerSave = useSaveVenue();
  const save = { mutateAsync: saveWith ?? partnerSave.mutateAsync };
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [areaId, setAreaId] = useState(venue?.areaId ?? '');
  const [position, setPosition] = useState<Position | null>(
    venue ? { lat: venue.lat, lng: venue.lng } : null,
  );
  const area = reference.areas.find((candidate) => candidate.id === areaId) ?? reference.areas[0];
  const center = area ? { lat: area.lat, lng: area.lng } : { lat: 49.8, lng: 15.47 };
  const hours = new Map(venue?.openingHours.map((row) => [row.day, row]));

  const read = (data: FormData) => ({
    name: formText(data, 'name'),
    description: formText(data, 'description'),
    areaId: formText(data, 'areaId'),
    venueCategoryId: formText(data, 'venueCategoryId') || null,
    street: formText(data, 'street'),
    city: formText(data, 'city'),
    postalCode: formText(data, 'postalCode'),
    lat: position?.lat,
    lng: position?.lng,
    phone: formText(data, 'phone'),
    website: formText(data, 'website'),
    equipmentIds: data.getAll('equipmentIds').map(String),
    openingHours: WEEK_ORDER.filter((day) => data.get(`open-${day}`) === 'on').map((day) => ({
      day,
      opens: formText(data, `opens-${day}`),
      closes: formText(data, `closes-${day}`),
    })),
  });

  return (
    <section className="area-card" aria-labelledby="venue-form-title">
      <h2 id="venue-form-title" className="area-card__title">
        {t('adminVenues.detailsTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(read, async (body) => {
          setSaved(false);
          const result = await save.mutateAsync({ id: venue?.id, body });
          if (venue) setSaved(true);
          else navigate(PAGES.admin.venue(result.id), { state: { created: true } });
        })}
      >
        {saved && <Alert tone="success">{t('adminVenues.saved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <TextField
          name="name"
          label={t('adminVenues.name')}
          defaultValue={venue?.name}
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <TextAreaField
          name="description"
          label={t('adminVenues.description')}
          defaultValue={venue?.description}
          error={form.errors.description}
        />
        <div className="manage-grid">
          <SelectField
            name="areaId"
            label={t('adminVenues.area')}
            value={areaId}
            error={form.errors.areaId}
            onChange={(event) => {
              setAreaId(event.currentTarget.value);
              form.clearError('areaId');
            }}
          >
            <option value="">{t('adminVenues.chooseArea')}</option>
            {reference.areas.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="venueCategoryId"
            label={t('adminVenues.category')}
            defaultValue={venue?.venueCategoryId ?? ''}
            error={form.errors.venueCategoryId}
          >
            <option value="">{t('adminVenues.noCategory')}</option>
            {reference.venueCategories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </SelectField>
          <TextField
            name="street"
            label={t('adminVenues.street')}
            autoComplete="street-address"
            defaultValue={venue?.street}
            error={form.errors.street}
            onChange={() => form.clearError('street')}
          />
          <TextField
            name="city"
            label={t('adminVenues.city')}
            autoComplete="address-level2"
            defaultValue={venue?.city}
            error={form.errors.city}
            onChange={() => form.clearError('city')}
          />
          <TextField
            name="postalCode"
            label={t('adminVenues.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            defaultValue={venue?.postalCode}
            error={form.errors.postalCode}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('adminVenues.phone')}
            defaultValue={venue?.phone ?? ''}
            error={form.errors.phone}
          />
          <TextField
            name="website"
            type="url"
            label={t('adminVenues.website')}
            placeholder="https://"
            defaultValue={venue?.website ?? ''}
            error={form.errors.website}
          />
        </div>

        <fieldset className="manage-fieldset">
          <legend>{t('adminVenues.positionTitle')}</legend>
          <p className="field__hint">{t('adminVenues.positionHint')}</p>
          <MapPicker
            value={position}
            center={center}
            onChange={(next) => {
              setPosition(next);
              form.clearError('lat');
              form.clearError('lng');
            }}
          />
          <div className="manage-grid">
            <TextField
              name="lat"
              label={t('adminVenues.lat')}
              inputMode="decimal"
              value={position ? String(position.lat) : ''}
              error={form.errors.lat}
              onChange={(event) => {
                const lat = Number(event.currentTarget.value.replace(',', '.'));
                if (Number.isFinite(lat)) setPosition({ lat, lng: position?.lng ?? center.lng });
              }}
            />
            <TextField
              name="lng"
              label={t('adminVenues.lng')}
              inputMode="decimal"
              value={position ? String(position.lng) : ''}
              error={form.errors.lng}
              onChange={(event) => {
                const lng = Number(event.currentTarget.value.replace(',', '.'));
                if (Number.isFinite(lng)) setPosition({ lat: position?.lat ?? center.lat, lng });
              }}
            />
          </div>
          {position && (
            <p role="status">{t('adminVenues.positionChosen', { lat: position.lat, lng: position.lng })}</p>
          )}
        </fieldset>

        <fieldset className="manage-fieldset">
          <legend>{t('adminVenues.equipment')}</legend>
          <div className="manage-checks">
            {reference.equipmentCategories.map((item) => (
              <Checkbox
                key={item.id}
                name="equipmentIds"
                value={item.id}
                label={item.name}
                defaultChecked={venue?.equipmentIds.includes(item.id)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="manage-fieldset">
          <legend>{t('adminVenues.hours')}</legend>
          {form.errors.openingHours && <p className="field__error">{form.errors.openingHours}</p>}
          <div className="manage-hours">
            {WEEK_ORDER.map((day) => {
              const row = hours.get(day);
              return (
                <div key={day} className="manage-hours__row">
                  <Checkbox
                    name={`open-${day}`}
                    label={DAY_NAMES[day]}
                    defaultChecked={venue ? Boolean(row) : day !== 0}
                  />
                  <TextField
                    name={`opens-${day}`}
                    type="time"
                    label={t('adminVenues.opens', { day: DAY_NAMES[day] })}
                    className="manage-hours__time"
                    defaultValue={row?.opens ?? '07:00'}
                  />
                  <TextField
                    name={`closes-${day}`}
                    type="time"
                    label={t('adminVenues.closes', { day: DAY_NAMES[day] })}
                    className="manage-hours__time"
                    defaultValue={row?.closes ?? '21:00'}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
        <div>
          <Button type="submit" loading={form.pending}>
            {venue ? t('adminManage.save') : t('adminVenues.createSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
