import {
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@champions/contract';
import { type FormEvent, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDate, formatTime } from '../../shared/public-ui/format.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button, Checkbox, FormError, TextField } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { QueryState } from './ManageUi.tsx';
import {
  useCreateWebhook,
  useDeleteWebhook,
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
 * The partner's webhooks: endpoints (added with their secret shown once), switched on or off, tested,
 * deleted after a confirmation, and each one's log of deliveries with "send again" (docs/webhooks.md).
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

function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await create.mutateAsync({ url, types });
      setUrl('');
      onCreated(made.secret);
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  return (
    <form className="form webhooks__form" noValidate onSubmit={submit}>
      <TextField
        name="url"
        type="url"
        label={t('adminWebhooks.url')}
        hint={t('adminWebhooks.urlHint')}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
      />
      <fieldset className="webhooks__types">
        <legend>{t('adminWebhooks.types')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            name={`type-${type}`}
            label={EVENT_LABELS[type]}
            checked={types.includes(type)}
            onChange={(event) =>
              setTypes((current) =>
                event.target.checked ? [...current, type] : current.filter((one) => one !== type),
              )
            }
          />
        ))}
      </fieldset>
      <FormError message={error} />
      <Button type="submit" loading={create.isPending}>
        {t('adminWebhooks.add')}
      </Button>
    </form>
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
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestWebhook();
  const remove = useDeleteWebhook();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [showLog, setShowLog] = useState(false);
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
      <div className="button-row">
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
