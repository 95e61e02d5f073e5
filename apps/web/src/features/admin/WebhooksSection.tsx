import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEndpointRequest,
} from '@champions/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDate, formatTime } from '../../shared/public-ui/format.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { QueryState } from './ManageUi.tsx';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useEditWebhook,
  useResendWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './webhookQueries.ts';
import './webhooks.css';

const EVENT_LABELS: Record<WebhookEventType | 'test', string> = {
  'booking.created': t('adminWebhooks.eventBookingCreated'),
  'booking.cancelled': t('adminWebhooks.eventBookingCancelled'),
  'entry.admitted': t('adminWebhooks.eventEntryAdmitted'),
  'slot.cancelled': t('adminWebhooks.eventSlotCancelled'),
  'payout.paid': t('adminWebhooks.eventPayoutPaid'),
  test: t('adminWebhooks.eventTest'),
};

const STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: t('adminWebhooks.statusPending'),
  delivered: t('adminWebhooks.statusDelivered'),
  failed: t('adminWebhooks.statusFailed'),
};

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/**
 * The partner's webhooks: endpoints (added with their secret shown once), their address and events
 * changed (the secret stays), switched on or off, tested, deleted after a confirmation, and each one's
 * log of deliveries with "send again" (docs/webhooks.md).
 */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section className="area-card webhooks" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className="area-card__title">
        {t('adminWebhooks.title')}
      </h2>
      <p>{t('adminWebhooks.lead')}</p>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      <AddEndpointForm onCreated={setSecret} />
      <QueryState
        isPending={endpoints.isPending}
        isError={endpoints.isError}
        retry={() => endpoints.refetch()}
      />
      {endpoints.data && endpoints.data.endpoints.length === 0 && <p>{t('adminWebhooks.empty')}</p>}
      {endpoints.data && endpoints.data.endpoints.length > 0 && (
        <ul className="webhooks__list">
          {endpoints.data.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="webhooks__endpoint">
              <EndpointCard endpoint={endpoint} onSecret={setSecret} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert tone="success" title={t('adminWebhooks.secretTitle')}>
      <p>{t('adminWebhooks.secretText')}</p>
      <p>
        <code className="webhooks__secret" data-testid="webhook-secret">
          {secret}
        </code>
      </p>
      <Button variant="secondary" onClick={onDone}>
        {t('adminWebhooks.secretDone')}
      </Button>
    </Alert>
  );
}

interface EndpointValues {
  url: string;
  types: WebhookEventType[];
}

/**
 * The address and the events of an endpoint: adding one, or changing one (`onCancel` then closes it,
 * also with Escape). Checked by the contract's schema before it is sent; the API's answer (an address
 * that is not https://) is shown at its field, and focus goes to the first field to fix.
 */
function EndpointForm({
  initial,
  submitLabel,
  urlHint,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  initial: EndpointValues;
  submitLabel: string;
  urlHint: string;
  onSubmit: (values: EndpointValues) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm(webhookEndpointRequest);
  const [url, setUrl] = useState(initial.url);
  const [types, setTypes] = useState<WebhookEventType[]>(initial.types);
  const urlField = useRef<HTMLInputElement>(null);
  const typesErrorId = useId();
  useEffect(() => {
    if (autoFocus) urlField.current?.focus();
  }, [autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the events in the order the list shows them, whatever order they were ticked in
    const chosen = WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));
    void form.submit({ url, types: chosen }, async (body) => {
      await onSubmit(body);
      if (!onCancel) setUrl('');
    });
  };
  return (
    <form
      ref={form.formRef}
      className="form webhooks__form"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <FormError message={form.formError} id={form.errorId} />
      <TextField
        ref={urlField}
        name="url"
        type="url"
        label={t('adminWebhooks.url')}
        hint={urlHint}
        value={url}
        autoComplete="off"
        error={form.errors.url}
        onChange={(event) => {
          setUrl(event.target.value);
          form.clearError('url');
        }}
        required
      />
      <fieldset
        name="types"
        className="webhooks__types"
        aria-describedby={form.errors.types ? typesErrorId : undefined}
      >
        <legend>{t('adminWebhooks.types')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            name={`type-${type}`}
            label={EVENT_LABELS[type]}
            checked={types.includes(type)}
            aria-invalid={form.errors.types ? true : undefined}
            onChange={(event) => {
              form.clearError('types');
              setTypes((current) =>
                event.target.checked ? [...current, type] : current.filter((one) => one !== type),
              );
            }}
          />
        ))}
        {form.errors.types && (
          <p className="field__error" id={typesErrorId}>
            {form.errors.types}
          </p>
        )}
      </fieldset>
      <div className="button-row">
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('adminWebhooks.editCancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  return (
    <EndpointForm
      initial={{ url: '', types: [...WEBHOOK_EVENT_TYPES] }}
      submitLabel={t('adminWebhooks.add')}
      urlHint={t('adminWebhooks.urlHint')}
      onSubmit={async (body) => onCreated((await create.mutateAsync(body)).secret)}
    />
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const update = useUpdateWebhook();
  const edit = useEditWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestWebhook();
  const remove = useDeleteWebhook();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const [editing, setEditing] = useState(false);
  const editButtonId = useId();
  const editTitleId = useId();
  // back from the form: focus returns to the button that opened it
  const closeEdit = (saved: boolean) => {
    setEditing(false);
    if (saved) setNotice(t('adminWebhooks.editSaved'));
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  };
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      await action();
      if (done) setNotice(done);
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  const state = endpoint.enabled
    ? t('adminWebhooks.enabled')
    : endpoint.disabledReason === 'failing'
      ? t('adminWebhooks.disabledFailing')
      : t('adminWebhooks.disabled');
  return (
    <>
      <p className="webhooks__url">{endpoint.url}</p>
      <p>
        <span className={`manage-badge${endpoint.enabled ? ' manage-badge--on' : ''}`}>{state}</span>{' '}
        {endpoint.types.map((type) => EVENT_LABELS[type]).join(', ')}
      </p>
      {editing && (
        <section className="webhooks__edit" aria-labelledby={editTitleId}>
          <h3 id={editTitleId} className="webhooks__edit-title">
            {t('adminWebhooks.editTitle')}
          </h3>
          <EndpointForm
            initial={{ url: endpoint.url, types: endpoint.types }}
            submitLabel={t('adminWebhooks.editSave')}
            urlHint={t('adminWebhooks.editUrlHint')}
            autoFocus
            onSubmit={async (body) => {
              setError(null);
              setNotice(null);
              await edit.mutateAsync({ id: endpoint.id, ...body });
              closeEdit(true);
            }}
            onCancel={() => closeEdit(false)}
          />
        </section>
      )}
      <div className="button-row">
        <Button
          id={editButtonId}
          variant="secondary"
          aria-expanded={editing}
          onClick={() => {
            setNotice(null);
            setEditing((open) => !open);
          }}
        >
          {t('adminWebhooks.edit')}
        </Button>
        <Button
          variant="secondary"
          loading={sendTest.isPending}
          onClick={() =>
            run(async () => {
              await sendTest.mutateAsync(endpoint.id);
              setShowLog(true);
            }, t('adminWebhooks.testSent'))
          }
        >
          {t('adminWebhooks.sendTest')}
        </Button>
        <Button variant="secondary" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {showLog ? t('adminWebhooks.hideLog') : t('adminWebhooks.showLog')}
        </Button>
        <Button
          variant="secondary"
          loading={update.isPending}
          onClick={() => run(() => update.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled }))}
        >
          {endpoint.enabled ? t('adminWebhooks.disable') : t('adminWebhooks.enable')}
        </Button>
        <Button
          variant="secondary"
          loading={rotate.isPending}
          onClick={() => run(async () => onSecret((await rotate.mutateAsync(endpoint.id)).secret))}
        >
          {t('adminWebhooks.rotate')}
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          {t('adminWebhooks.delete')}
        </Button>
      </div>
      <FormError message={error} />
      {notice && <Alert tone="success">{notice}</Alert>}
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
      {confirmDelete && (
        <ConfirmActionDialog
          title={t('adminWebhooks.deleteTitle')}
          text={t('adminWebhooks.deleteText')}
          confirmLabel={t('adminWebhooks.deleteConfirm')}
          onConfirm={() => remove.mutateAsync(endpoint.id)}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const resend = useResendWebhook();
  const [error, setError] = useState<string | null>(null);
  const data = deliveries.data;
  return (
    <div className="webhooks__log">
      <h3>{t('adminWebhooks.logTitle')}</h3>
      <QueryState
        isPending={deliveries.isPending}
        isError={deliveries.isError}
        retry={() => deliveries.refetch()}
      />
      {data && data.deliveries.length === 0 && <p>{t('adminWebhooks.logEmpty')}</p>}
      {data && data.deliveries.length > 0 && (
        <div className="webhooks__table-wrap">
          <table className="webhooks__table">
            <thead>
              <tr>
                <th scope="col">{t('adminWebhooks.colTime')}</th>
                <th scope="col">{t('adminWebhooks.colEvent')}</th>
                <th scope="col">{t('adminWebhooks.colStatus')}</th>
                <th scope="col">{t('adminWebhooks.colAnswer')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('adminManage.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{when(delivery.createdAt)}</td>
                  <td>{EVENT_LABELS[delivery.eventType]}</td>
                  <td>
                    <span className={`webhooks__status webhooks__status--${delivery.status}`}>
                      {STATUS_LABELS[delivery.status]}
                    </span>
                  </td>
                  <td className="webhooks__answer">
                    {delivery.lastStatusCode !== null && <strong>{delivery.lastStatusCode} </strong>}
                    {delivery.lastError ?? delivery.lastResponseBody?.slice(0, 120) ?? ''}
                  </td>
                  <td>
                    <Button
                      variant="link"
                      onClick={async () => {
                        setError(null);
                        try {
                          await resend.mutateAsync({ id: endpointId, deliveryId: delivery.id });
                        } catch (failure) {
                          setError(submitErrorMessage(failure));
                        }
                      }}
                    >
                      {t('adminWebhooks.resend')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormError message={error} />
      {data && data.pagination.totalPages > 1 && (
        <div className="button-row">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('adminWebhooks.newer')}
          </Button>
          <Button
            variant="secondary"
            disabled={page >= data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('adminWebhooks.older')}
          </Button>
        </div>
      )}
    </div>
  );
}
