import {
  type BackofficeUserResponse,
  blockUserBody,
  type CreditAdjustmentBody,
  creditAdjustmentBody,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { dateOnly, dateTime, ListState } from './BoUi.tsx';
import { codeLabel } from './codeLabel.ts';
import { crownsTextToHaler } from './moneyInput.ts';
import { UserPayments } from './UserPayments.tsx';
import {
  useAdjustCredits,
  useBackofficeUser,
  useBlockUser,
  useResendVerification,
  userExportFile,
} from './usersQueries.ts';
import './backoffice.css';

type User = BackofficeUserResponse['user'];

export { crownsTextToHaler } from './moneyInput.ts';

/** /superadmin/users/:id: the customer, credit, blocking, verification, export and the timeline. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  const user = useBackofficeUser(id);
  const data = user.data;
  const notFound = user.error instanceof ApiError && user.error.status === 404;
  return (
    <AreaPage title={data?.user.name || data?.user.email || t('boUsers.title')}>
      <p>
        <Link to={PAGES.superadmin.users}>← {t('boUser.back')}</Link>
      </p>
      {notFound ? (
        <Alert tone="error">{t('boUser.notFound')}</Alert>
      ) : (
        <ListState
          isPending={user.isPending}
          isError={user.isError}
          error={t('boUser.loadError')}
          retry={() => void user.refetch()}
        />
      )}
      {data && (
        <div className="bo-grid">
          <UserFacts user={data.user} />
          <CreditForm user={data.user} />
          <AccountActions user={data.user} />
          <UserPayments user={data.user} />
          <Timeline data={data} />
        </div>
      )}
    </AreaPage>
  );
}

function UserFacts({ user }: { user: User }) {
  const state = user.blockedAt
    ? t('boUsers.stateBlocked')
    : user.emailVerified
      ? t('boUsers.stateActive')
      : t('boUsers.stateUnverified');
  return (
    <section className="area-card" aria-labelledby="bo-user-facts">
      <h2 id="bo-user-facts" className="area-card__title">
        {t('boUser.accountTitle')}
      </h2>
      <dl className="bo-facts">
        <dt>{t('boUser.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('boUser.phone')}</dt>
        <dd>{user.phone || t('boUser.none')}</dd>
        <dt>{t('boUser.credits')}</dt>
        <dd data-testid="bo-user-credits">{formatCzk(user.credits)}</dd>
        <dt>{t('boUser.registered')}</dt>
        <dd>{dateOnly.format(new Date(user.createdAt))}</dd>
        <dt>{t('boUser.state')}</dt>
        <dd>{state}</dd>
      </dl>
    </section>
  );
}

function CreditForm({ user }: { user: User }) {
  const form = useForm(creditAdjustmentBody);
  const adjust = useAdjustCredits(user.id);
  const [pendingBody, setPendingBody] = useState<CreditAdjustmentBody | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // one Idempotency-Key per confirmed attempt: a double click or a retry moves the credit once
  const key = useRef('');
  return (
    <section className="area-card" aria-labelledby="bo-credit-title">
      <h2 id="bo-credit-title" className="area-card__title">
        {t('boUser.creditTitle')}
      </h2>
      <p>{t('boUser.creditLead')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({
            direction: formText(values, 'direction'),
            amount: crownsTextToHaler(formText(values, 'amount')),
            reason: formText(values, 'reason'),
          }),
          async (body) => {
            setDone(null);
            key.current = crypto.randomUUID();
            setPendingBody(body);
          },
        )}
      >
        <fieldset className="bo-choice">
          <legend className="field__label">{t('boUser.direction')}</legend>
          <label>
            <input type="radio" name="direction" value="grant" defaultChecked /> {t('boUser.grant')}
          </label>
          <label>
            <input type="radio" name="direction" value="remove" /> {t('boUser.remove')}
          </label>
        </fieldset>
        <TextField
          name="amount"
          label={t('boUser.amount')}
          hint={t('boUser.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={form.errors.amount}
          onChange={() => form.clearError('amount')}
        />
        <TextAreaField
          rows={3}
          name="reason"
          label={t('boUser.reason')}
          maxLength={500}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <Button type="submit">{t('boUser.creditSubmit')}</Button>
      </form>
      {done && (
        <p role="status" className="bo-done">
          {done}
        </p>
      )}
      {pendingBody && (
        <ConfirmActionDialog
          cancelLabel={t('boUser.cancel')}
          title={t(
            pendingBody.direction === 'grant' ? 'boUser.confirmGrantTitle' : 'boUser.confirmRemoveTitle',
            {
              amount: formatCzk(pendingBody.amount),
            },
          )}
          text={t('boUser.confirmCreditText', {
            email: user.email,
            balance: formatCzk(user.credits),
            reason: pendingBody.reason,
          })}
          confirmLabel={t('boUser.confirm')}
          tone={pendingBody.direction === 'remove' ? 'danger' : 'primary'}
          onConfirm={async () => {
            const answer = await adjust.mutateAsync({ body: pendingBody, key: key.current });
            setDone(t('boUser.creditDone', { balance: formatCzk(answer.credits) }));
            form.formRef.current?.reset();
          }}
          onClose={() => setPendingBody(null)}
        />
      )}
    </section>
  );
}

function AccountActions({ user }: { user: User }) {
  const blocked = user.blockedAt !== null;
  const form = useForm(blockUserBody);
  const block = useBlockUser(user.id);
  const resend = useResendVerification(user.id);
  const file = useBlobDownload();
  const [confirmBlock, setConfirmBlock] = useState<{ reason: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby="bo-account-title">
      <h2 id="bo-account-title" className="area-card__title">
        {blocked ? t('boUser.unblock') : t('boUser.block')}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({ blocked: !blocked, reason: formText(values, 'reason') }),
          async (body) => setConfirmBlock({ reason: body.reason }),
        )}
      >
        <TextAreaField
          rows={3}
          name="reason"
          label={t('boUser.blockReason')}
          maxLength={500}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <Button type="submit" variant={blocked ? 'secondary' : 'danger'}>
          {blocked ? t('boUser.unblock') : t('boUser.block')}
        </Button>
      </form>
      <div className="bo-actions">
        {!user.emailVerified && (
          <Button
            variant="secondary"
            loading={resend.isPending}
            onClick={async () => {
              setError(null);
              try {
                await resend.mutateAsync(undefined);
                setMessage(t('boUser.resendDone'));
              } catch (failure) {
                setError(submitErrorMessage(failure));
              }
            }}
          >
            {t('boUser.resend')}
          </Button>
        )}
        <Button
          variant="secondary"
          loading={file.pending}
          onClick={async () => {
            setError(null);
            try {
              await file.download(userExportFile(user.id, user.email));
            } catch (failure) {
              setError(submitErrorMessage(failure));
            }
          }}
        >
          {t('boUser.export')}
        </Button>
        <Link className="button button--secondary" to={PAGES.superadmin.auditOf(user.id)}>
          {t('boUser.auditLink')}
        </Link>
      </div>
      {message && <p role="status">{message}</p>}
      <FormError message={error} />
      {confirmBlock && (
        <ConfirmActionDialog
          cancelLabel={t('boUser.cancel')}
          title={blocked ? t('boUser.confirmUnblockTitle') : t('boUser.confirmBlockTitle')}
          text={blocked ? t('boUser.confirmUnblockText') : t('boUser.confirmBlockText')}
          confirmLabel={t('boUser.confirm')}
          tone={blocked ? 'primary' : 'danger'}
          onConfirm={async () => {
            await block.mutateAsync({ blocked: !blocked, reason: confirmBlock.reason });
            setMessage(blocked ? t('boUser.unblockDone') : t('boUser.blockDone'));
            form.formRef.current?.reset();
          }}
          onClose={() => setConfirmBlock(null)}
        />
      )}
    </section>
  );
}

/** A plan's name for the plan's steps (the API sends its type); any other note as it is. */
const PLAN_NAME: Readonly<Record<string, MessageKey>> = {
  CHAMPIONSHIP: 'boDashboard.type_CHAMPIONSHIP',
  CHAMPIONSHIP_FLEXIBLE: 'boDashboard.type_CHAMPIONSHIP_FLEXIBLE',
  PAYG_PLUS: 'boDashboard.type_PAYG_PLUS',
};
const timelineNote = (event: { kind: string; note: string | null }) => {
  const plan = event.kind === 'subscription' && event.note ? PLAN_NAME[event.note] : undefined;
  return plan ? t(plan) : event.note;
};

function Timeline({ data }: { data: BackofficeUserResponse }) {
  return (
    <section className="area-card" aria-labelledby="bo-timeline-title">
      <h2 id="bo-timeline-title" className="area-card__title">
        {t('boUser.timelineTitle')}
      </h2>
      {data.timeline.length === 0 ? (
        <p>{t('boUser.timelineEmpty')}</p>
      ) : (
        <ol className="bo-timeline">
          {data.timeline.map((event) => (
            <li key={`${event.at}|${event.kind}|${event.detail}|${event.amount}|${event.note}`}>
              <span className="bo-timeline__when">
                <time dateTime={event.at}>{dateTime.format(new Date(event.at))}</time> ·{' '}
                {t(`boTimeline.${event.kind}` as MessageKey)}
              </span>
              <span>
                {/* an e-mail is named by its subject */}
                <strong>{event.kind === 'email' && event.note ? event.note : codeLabel(event.detail)}</strong>
                {event.amount !== null && event.amount !== 0 && <> · {formatCzk(event.amount)}</>}
              </span>
              {event.note && event.kind !== 'email' && <span>{timelineNote(event)}</span>}
              {event.by && <span className="bo-timeline__when">{t('boUser.by', { email: event.by })}</span>}
            </li>
          ))}
        </ol>
      )}
      {data.truncated && <p>{t('boUser.timelineTruncated', { count: data.timeline.length })}</p>}
    </section>
  );
}
