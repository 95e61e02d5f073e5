import {
  ACCOUNT_CALLS,
  type AccountProfile,
  deleteAccountRequest,
  USER_CALLS,
  type UserDataResponse,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import { CalendarFeedPanel } from '../../shared/calendar-feed/CalendarFeedPanel.tsx';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { chooseLanguage } from '../../shared/i18n/chooseLanguage.ts';
import { getLanguage, LANGUAGE_NAMES, LANGUAGES, t } from '../../shared/i18n/index.ts';
import { useLogout } from '../../shared/session/index.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { Alert, Button, FormError, PasswordField } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { ROLE_AUTH } from './authRoles.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { userKeys, useUserData } from './queries.ts';
import './user-area.css';

/** /user/settings (and /profil): profile, language, password, the calendar feed, data export, sign-out everywhere, erasure. */
export function SettingsPage() {
  useDocumentTitle(t('userSettings.title'));
  const { data } = useUserData();
  return (
    <section className="user-page" aria-labelledby="settings-title">
      <h1 id="settings-title" className="user-page__title">
        {t('userSettings.title')}
      </h1>
      {data ? <ProfileSection profile={data.user} /> : <p role="status">{t('form.loading')}</p>}
      <LanguageSection />
      <PasswordChangeForm accountRole="user" variant="panel" />
      <CalendarFeedPanel owner="user" className="panel" />
      <ExportData />
      <LogoutEverywhere />
      <DeleteAccount />
    </section>
  );
}

function ProfileSection({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title" className="panel__title">
        {t('userSettings.profileTitle')}
      </h2>
      <ProfileForm
        profile={profile}
        apiPath="/user/me"
        nameLabel={t('auth.name')}
        submitLabel={t('userSettings.profileSubmit')}
        savedMessage={t('userSettings.profileSaved')}
        onUpdated={(updated) =>
          queryClient.setQueryData<UserDataResponse>(userKeys.all, (current) =>
            current ? { ...current, user: { ...current.user, ...updated } } : current,
          )
        }
      />
    </section>
  );
}

/**
 * The language of the pages and of the e-mails: choosing one saves it to the account and
 * opens this page at its address in that language.
 */
function LanguageSection() {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (language: (typeof LANGUAGES)[number]) => {
    setPending(true);
    setFailed(false);
    if (!(await chooseLanguage(language, { strict: true }))) {
      setFailed(true);
      setPending(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="language-title">
      <h2 id="language-title" className="panel__title">
        {t('languageSettings.title')}
      </h2>
      <fieldset className="language-choice" aria-describedby="language-lead" disabled={pending}>
        <legend className="visually-hidden">{t('languageSettings.title')}</legend>
        <p id="language-lead" className="panel__lead">
          {t('languageSettings.lead')}
        </p>
        {LANGUAGES.map((code) => (
          <label key={code} className="language-choice__option" lang={code}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={getLanguage() === code}
              onChange={() => void choose(code)}
            />
            <span>{LANGUAGE_NAMES[code]}</span>
          </label>
        ))}
      </fieldset>
      {failed && <Alert tone="error">{t('languageSettings.saveError')}</Alert>}
    </section>
  );
}

/** GDPR access: downloads GET /api/user/me/export as a JSON file. */
function ExportData() {
  const data = useBlobDownload();
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      await data.download({
        url: `${API_BASE}${USER_CALLS.exportData.path}`,
        filename: 'champions-moje-data.json',
      });
    } catch {
      setError(t('userSettings.exportError'));
    }
  };
  return (
    <section className="panel" aria-labelledby="export-title">
      <h2 id="export-title" className="panel__title">
        {t('userSettings.dataTitle')}
      </h2>
      <p className="panel__lead">{t('userSettings.dataLead')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant="secondary" loading={data.pending} onClick={download}>
        {t('userSettings.export')}
      </Button>
    </section>
  );
}

function LogoutEverywhere() {
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="panel__title">
        {t('userSettings.sessionsTitle')}
      </h2>
      <p className="panel__lead">{t('userSettings.sessionsLead')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <Button
        variant="secondary"
        loading={pending}
        onClick={async () => {
          setPending(true);
          setError(null);
          try {
            await callApi(ACCOUNT_CALLS.logoutEverywhere, { prefix: ROLE_AUTH.user.api });
            logout('user', { to: PAGES.user.login });
          } catch (cause) {
            setError(submitErrorMessage(cause));
            setPending(false);
          }
        }}
      >
        {t('userSettings.logoutEverywhere')}
      </Button>
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const form = useForm(deleteAccountRequest);
  const logout = useLogout();
  return (
    <section className="panel panel--danger" aria-labelledby="delete-title">
      <h2 id="delete-title" className="panel__title">
        {t('userSettings.deleteTitle')}
      </h2>
      <p className="panel__lead">{t('userSettings.deleteLead')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('userSettings.deleteOpen')}
      </Button>
      <ConfirmDialog open={open} title={t('userSettings.deleteDialogTitle')} onClose={() => setOpen(false)}>
        <p>{t('userSettings.deleteDialogText')}</p>
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.handleSubmit(
            (data) => ({ password: formText(data, 'password') }),
            async (body) => {
              await callApi(ACCOUNT_CALLS.deleteMe, { prefix: ROLE_AUTH.user.api, body });
              logout('user', { to: '/' });
              await new Promise(() => {});
            },
          )}
        >
          <FormError message={form.formError} id={form.errorId} />
          <input type="hidden" name="username" autoComplete="username" />
          <PasswordField
            name="password"
            label={t('auth.password')}
            autoComplete="current-password"
            error={form.errors.password}
            onChange={() => form.clearError('password')}
            autoFocus
          />
          <div className="button-row">
            <Button type="submit" variant="danger" loading={form.pending}>
              {t('userSettings.deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('userSettings.cancel')}
            </Button>
          </div>
        </form>
      </ConfirmDialog>
    </section>
  );
}
