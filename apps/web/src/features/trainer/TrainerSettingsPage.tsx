import { type TrainerProfile, trainerProfileRequest } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { QueryStatus } from './QueryStatus.tsx';
import { useSaveTrainerProfile, useTrainerPhoto, useTrainerProfile } from './trainerQueries.ts';
import './trainer.css';

/** /trainer/settings: the trainer's name, bio, specialisations and photo (shown on their activities). */
export function TrainerSettingsPage() {
  const profile = useTrainerProfile();
  return (
    <AreaPage title={t('trainerArea.settingsTitle')} lead={t('trainerArea.settingsLead')}>
      <QueryStatus query={profile} />
      {profile.data && (
        <>
          <p>
            {t('trainerArea.publicPage')}:{' '}
            <Link to={PAGES.trainerProfile(profile.data.slug)}>
              {PAGES.trainerProfile(profile.data.slug)}
            </Link>
          </p>
          <ProfileForm profile={profile.data} />
          <PhotoCard profile={profile.data} />
          <section className="area-card" aria-labelledby="trainer-activities-title">
            <h2 id="trainer-activities-title" className="area-card__title">
              {t('trainerArea.activitiesTitle')}
            </h2>
            {profile.data.activities.length === 0 ? (
              <p>{t('trainerArea.noActivities')}</p>
            ) : (
              <ul>
                {profile.data.activities.map((activity) => (
                  <li key={activity.id}>
                    <Link to={PAGES.activity(activity.id)}>{activity.name}</Link> · {activity.venueName}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </AreaPage>
  );
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function ProfileForm({ profile }: { profile: TrainerProfile }) {
  const form = useForm(trainerProfileRequest);
  const save = useSaveTrainerProfile();
  const [saved, setSaved] = useState(false);
  return (
    <section className="area-card" aria-labelledby="trainer-profile-title">
      <h2 id="trainer-profile-title" className="area-card__title">
        {t('trainerArea.settingsTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            name: formText(data, 'name'),
            bio: formText(data, 'bio'),
            specialisations: splitList(formText(data, 'specialisations')),
          }),
          async (body) => {
            setSaved(false);
            await save.mutateAsync(body);
            setSaved(true);
          },
        )}
      >
        {saved && <Alert tone="success">{t('trainerArea.saved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <TextField
          name="name"
          label={t('trainerArea.name')}
          autoComplete="name"
          defaultValue={profile.name}
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <TextAreaField
          name="bio"
          label={t('trainerArea.bio')}
          rows={6}
          maxLength={2000}
          defaultValue={profile.bio}
          error={form.errors.bio}
          aria-describedby="trainer-bio-hint"
          onChange={() => form.clearError('bio')}
        />
        <p id="trainer-bio-hint" className="field__hint">
          {t('trainerArea.bioHint')}
        </p>
        <TextField
          name="specialisations"
          label={t('trainerArea.specialisations')}
          hint={t('trainerArea.specialisationsHint')}
          defaultValue={profile.specialisations.join(', ')}
          error={form.errors.specialisations}
          onChange={() => form.clearError('specialisations')}
        />
        <div>
          <Button type="submit" loading={form.pending}>
            {t('trainerArea.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PhotoCard({ profile }: { profile: TrainerProfile }) {
  const photo = useTrainerPhoto();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = photo.upload.isPending || photo.remove.isPending;
  return (
    <section className="area-card" aria-labelledby="trainer-photo-title">
      <h2 id="trainer-photo-title" className="area-card__title">
        {t('trainerArea.photoTitle')}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="trainer-photo">
        {profile.photoUrl ? (
          <img
            src={profile.photoUrl}
            alt={t('trainerArea.photoAlt', { name: profile.name })}
            width={160}
            height={160}
          />
        ) : (
          <span className="trainer-photo__initials" aria-hidden="true">
            {profile.name.slice(0, 1)}
          </span>
        )}
        <div className="trainer-photo__actions">
          <label className="button button--secondary" htmlFor="trainer-photo-file">
            {photo.upload.isPending ? t('trainerArea.photoUploading') : t('trainerArea.photoUpload')}
          </label>
          <input
            id="trainer-photo-file"
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              setError(null);
              try {
                await photo.upload.mutateAsync(file);
              } catch (failure) {
                setError(submitErrorMessage(failure));
              }
              if (input.current) input.current.value = '';
            }}
          />
          {profile.photoUrl && (
            <Button
              variant="link"
              disabled={busy}
              onClick={async () => {
                setError(null);
                try {
                  await photo.remove.mutateAsync();
                } catch (failure) {
                  setError(submitErrorMessage(failure));
                }
              }}
            >
              {t('trainerArea.photoRemove')}
            </Button>
          )}
          <p className="field__hint">{t('trainerArea.photoHint')}</p>
        </div>
      </div>
    </section>
  );
}
