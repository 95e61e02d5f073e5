import { type PartnerApiKey, type PartnerApiKeyCreated, partnerApiKeyRequest } from '@champions/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDate, formatTime } from '../../shared/public-ui/format.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { QueryState as SharedQueryState } from '../../shared/ui/QueryState.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './apiKeyQueries.ts';
import { SelectField } from './ManageUi.tsx';
import { useVenues } from './manageQueries.ts';
import { WebhooksSection } from './WebhooksSection.tsx';
import './manage.css';
import './api-page.css';

/** Where the partner API answers, on this instance. */
const apiBase = () => `${window.location.origin}/api/partner-api/`;

/**
 * /admin/api "API a webhooky": the partner's API keys for their own systems (made, shown once, revoked),
 * with a short "how to start"; the webhooks section follows the keys.
 */
export function ApiPage() {
  return (
    <AreaPage title={t('adminApi.title')} lead={t('adminApi.lead')}>
      <GettingStarted />
      <ApiKeysSection />
      <WebhooksSection />
    </AreaPage>
  );
}

function GettingStarted() {
  const base = apiBase();
  return (
    <section className="area-card api-start" aria-labelledby="api-start-title">
      <h2 id="api-start-title" className="area-card__title">
        {t('adminApi.startTitle')}
      </h2>
      <p>{t('adminApi.startText')}</p>
      <p className="api-start__label">{t('adminApi.baseUrl')}</p>
      <pre className="api-code">
        <code>{base}</code>
      </pre>
      <p className="api-start__label">{t('adminApi.example')}</p>
      <pre className="api-code">
        <code>{`curl -H "Authorization: Bearer ck_live_…" \\\n  ${base}activities`}</code>
      </pre>
      <p>
        <a href="/api/docs">{t('adminApi.docs')}</a>
      </p>
    </section>
  );
}

function ApiKeysSection() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<PartnerApiKeyCreated | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" className="area-card__title">
        {t('adminApi.keysTitle')}
      </h2>
      <SharedQueryState
        isPending={keys.isPending}
        isError={keys.isError}
        retry={() => keys.refetch()}
        error={t('adminApi.loadError')}
      />
      {revoked && <Alert tone="success">{t('adminApi.revokedDone', { name: revoked })}</Alert>}
      {keys.data && keys.data.keys.length === 0 && !created && (
        <p data-testid="api-keys-empty">{t('adminApi.empty')}</p>
      )}
      {keys.data && keys.data.keys.length > 0 && (
        <ul className="api-keys" aria-label={t('adminApi.keysTitle')}>
          {keys.data.keys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} onRevoked={() => setRevoked(key.name)} />
          ))}
        </ul>
      )}
      {created ? (
        <CreatedKey created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateKeyForm
          onCreated={(made) => {
            setRevoked(null);
            setCreated(made);
          }}
        />
      )}
    </section>
  );
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

function ApiKeyItem({ apiKey, onRevoked }: { apiKey: PartnerApiKey; onRevoked: () => void }) {
  const venues = useVenues();
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  const venueName = apiKey.venueId
    ? (venues.data?.venues.find((venue) => venue.id === apiKey.venueId)?.name ?? '…')
    : t('adminApi.allVenues');
  const titleId = useId();
  return (
    <li className={`api-key${apiKey.revokedAt ? ' api-key--revoked' : ''}`} aria-labelledby={titleId}>
      <div className="api-key__head">
        <h3 id={titleId} className="api-key__name">
          {apiKey.name}
        </h3>
        <span className={`manage-badge${apiKey.revokedAt ? '' : ' manage-badge--on'}`}>
          {apiKey.revokedAt ? t('adminApi.revoked', { date: when(apiKey.revokedAt) }) : t('adminApi.active')}
        </span>
      </div>
      <dl className="api-key__facts">
        <div>
          <dt>{t('adminApi.prefix')}</dt>
          <dd className="api-key__prefix">
            <code>{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('adminApi.scope')}</dt>
          <dd>{apiKey.scope === 'write' ? t('adminApi.scopeWrite') : t('adminApi.scopeRead')}</dd>
        </div>
        <div>
          <dt>{t('adminApi.venue')}</dt>
          <dd>{venueName}</dd>
        </div>
        <div>
          <dt>{t('adminApi.created')}</dt>
          <dd>{when(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('adminApi.lastUsed')}</dt>
          <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('adminApi.neverUsed')}</dd>
        </div>
      </dl>
      {!apiKey.revokedAt && (
        <Button
          variant="secondary"
          aria-label={t('adminApi.revokeLabel', { name: apiKey.name })}
          onClick={() => setAsking(true)}
        >
          {t('adminApi.revoke')}
        </Button>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t('adminApi.revokeTitle', { name: apiKey.name })}
          text={t('adminApi.revokeText')}
          confirmLabel={t('adminApi.revokeConfirm')}
          cancelLabel={t('adminApi.revokeKeep')}
          onConfirm={async () => {
            await revoke.mutateAsync(apiKey.id);
            onRevoked();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </li>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: PartnerApiKeyCreated) => void }) {
  const form = useForm(partnerApiKeyRequest);
  const create = useCreateApiKey();
  const venues = useVenues();
  return (
    <form
      ref={form.formRef}
      className="form api-key-form"
      noValidate
      aria-labelledby="api-key-create-title"
      onSubmit={form.handleSubmit(
        (data) => ({
          name: formText(data, 'name'),
          scope: formText(data, 'scope'),
          venueId: formText(data, 'venueId') === '' ? null : formText(data, 'venueId'),
        }),
        async (body) => {
          onCreated(await create.mutateAsync(body));
        },
      )}
    >
      <h3 id="api-key-create-title" className="api-key-form__title">
        {t('adminApi.createTitle')}
      </h3>
      <FormError message={form.formError} id={form.errorId} />
      <TextField
        name="name"
        label={t('adminApi.name')}
        hint={t('adminApi.nameHint')}
        autoComplete="off"
        maxLength={80}
        error={form.errors.name}
        onChange={() => form.clearError('name')}
      />
      <SelectField
        name="scope"
        label={t('adminApi.scopeLabel')}
        defaultValue="read"
        error={form.errors.scope}
      >
        <option value="read">{t('adminApi.scopeRead')}</option>
        <option value="write">{t('adminApi.scopeWrite')}</option>
      </SelectField>
      <SelectField
        name="venueId"
        label={t('adminApi.venueLabel')}
        defaultValue=""
        error={form.errors.venueId}
      >
        <option value="">{t('adminApi.allVenues')}</option>
        {venues.data?.venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.name}
          </option>
        ))}
      </SelectField>
      <p className="field__hint">{t('adminApi.venueHint')}</p>
      <div className="button-row">
        <Button type="submit" loading={form.pending}>
          {t('adminApi.create')}
        </Button>
      </div>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: PartnerApiKeyCreated; onDone: () => void }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();
  const warningId = useId();
  const field = useRef<HTMLInputElement>(null);
  // the key is the one thing to do now: focus it (selected), so it is read out and copied at once
  useEffect(() => field.current?.focus(), []);
  return (
    <div className="api-created" data-testid="api-key-created">
      <h3 className="api-key-form__title">{t('adminApi.createdTitle', { name: created.apiKey.name })}</h3>
      <p id={warningId} className="api-created__warning">
        <strong>{t('adminApi.createdWarning')}</strong>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('adminApi.keyLabel')}
        </label>
        <input
          ref={field}
          id={fieldId}
          className="field__input api-code api-created__key"
          readOnly
          value={created.key}
          aria-describedby={warningId}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="button-row">
        <Button
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(created.key);
              setCopy('copied');
            } catch {
              setCopy('failed');
            }
          }}
        >
          {t('adminApi.copy')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('adminApi.createdDone')}
        </Button>
      </div>
      {copy && <p role="status">{copy === 'copied' ? t('adminApi.copied') : t('adminApi.copyFailed')}</p>}
    </div>
  );
}
