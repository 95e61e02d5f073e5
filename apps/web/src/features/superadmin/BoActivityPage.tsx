import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { SelectField } from '../../shared/ui/fields.tsx';
import { Alert, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { ActivityForm } from '../admin/index.ts';
import { BoPhotos, BoPublishControl } from './BoPartnerUi.tsx';
import { ListState } from './BoUi.tsx';
import {
  useBoActivity,
  useBoVenueOptions,
  usePublishBoActivity,
  useSaveBoActivity,
} from './partnersQueries.ts';
import { useSuperadminData } from './queries.ts';
import './backoffice.css';

/** /superadmin/activity/{id}: the partner's activity form (saved for the partner, audited) and publishing. */
export function BoActivityPage() {
  const id = useParams().id ?? '';
  const activity = useBoActivity(id);
  const reference = useSuperadminData();
  const save = useSaveBoActivity();
  const publish = usePublishBoActivity();
  const created = Boolean((useLocation().state as { created?: boolean } | null)?.created);
  const data = activity.data;
  return (
    <AreaPage title={data?.activity.name ?? t('boPartners.activitiesTitle')}>
      <p>
        <Link to={PAGES.superadmin.activities}>{t('boPartners.back')}</Link>
      </p>
      {created && <Alert tone="success">{t('boPartners.changed')}</Alert>}
      <ListState
        isPending={activity.isPending || reference.isPending}
        isError={activity.isError || reference.isError}
        error={activity.error ? submitErrorMessage(activity.error) : t('boPartners.activityLoadError')}
        retry={() => {
          void activity.refetch();
          void reference.refetch();
        }}
      />
      {data && reference.data && (
        <>
          <p>
            {t('boPartners.partnerOf', { name: data.partner.name, email: data.partner.email })} ·{' '}
            <Link to={PAGES.superadmin.venue(data.activity.venueId)}>{data.activity.venueName}</Link> ·{' '}
            <Link to={PAGES.superadmin.auditOf(data.activity.id)}>{t('boPartners.auditLink')}</Link>
          </p>
          <ActivityForm
            key={data.activity.id}
            activity={data.activity}
            reference={reference.data}
            venues={data.venues}
            save={save.mutateAsync}
            pageOf={PAGES.superadmin.activity}
          />
          <BoPublishControl
            name={data.activity.name}
            published={data.activity.published}
            note={
              data.activity.venuePublished
                ? null
                : t('boPartners.venueHidden', { venue: data.activity.venueName })
            }
            onSet={(published) => publish.mutateAsync({ id: data.activity.id, published })}
          />
          <BoPhotos photos={data.activity.photos} empty={t('boPartners.noActivityPhotos')} />
        </>
      )}
    </AreaPage>
  );
}

/**
 * /superadmin/activity/create: first the venue (any partner's; the activity will be that partner's),
 * then the partner's activity form. The new activity starts hidden.
 */
export function BoActivityCreatePage() {
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [venueId, setVenueId] = useState(params.get('venueId') ?? '');
  const options = useBoVenueOptions(search);
  const reference = useSuperadminData();
  const save = useSaveBoActivity();
  const venues = options.data?.venues ?? [];
  const chosen = venues.find((venue) => venue.id === venueId);
  return (
    <AreaPage title={t('boPartners.activityCreateTitle')} lead={t('boPartners.activityCreateLead')}>
      <p>
        <Link to={PAGES.superadmin.activities}>{t('boPartners.back')}</Link>
      </p>
      <section className="area-card" aria-labelledby="bo-choose-venue">
        <h2 id="bo-choose-venue" className="area-card__title">
          {t('boPartners.chooseVenueTitle')}
        </h2>
        <div className="bo-filters">
          <TextField
            name="venueSearch"
            type="search"
            label={t('boPartners.venueSearchLabel')}
            placeholder={t('boPartners.venueSearchPlaceholder')}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <SelectField
            name="chosenVenue"
            label={t('boPartners.venueChoiceLabel')}
            value={venueId}
            onChange={(event) => setVenueId(event.currentTarget.value)}
          >
            <option value="">{t('boPartners.venueChoose')}</option>
            {venueId && !chosen && <option value={venueId}>{venueId}</option>}
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {t('boPartners.venueOption', {
                  name: venue.name,
                  city: venue.city,
                  partner: venue.partnerName,
                })}
              </option>
            ))}
          </SelectField>
        </div>
        <ListState
          isPending={options.isPending}
          isError={options.isError}
          error={t('boPartners.venueOptionsError')}
          retry={() => void options.refetch()}
        />
        {options.data && venues.length === 0 && <p>{t('boPartners.venueOptionsEmpty')}</p>}
      </section>
      {venueId && reference.data && (
        <section aria-label={t('boPartners.formTitle')}>
          <ActivityForm
            key={venueId}
            activity={undefined}
            reference={reference.data}
            venues={[{ id: venueId, name: chosen?.name ?? t('boPartners.venueChoiceLabel') }]}
            save={save.mutateAsync}
            pageOf={PAGES.superadmin.activity}
          />
        </section>
      )}
    </AreaPage>
  );
}
