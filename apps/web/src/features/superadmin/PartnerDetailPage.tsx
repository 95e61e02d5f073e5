import { type BackofficePartner, type PartnerState, partnerSuspensionBody } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { dateOnly, dateTime, ListState } from './BoUi.tsx';
import { percent } from './PayoutUi.tsx';
import { useBackofficePartner, useLiftSuspension, useSuspendPartner } from './partnerQueries.ts';
import './backoffice.css';

const STATE_LABEL: Record<PartnerState, MessageKey> = {
  active: 'boPartner.stateActive',
  pending: 'boPartner.statePending',
  invited: 'boPartner.stateInvited',
  unverified: 'boPartner.stateUnverified',
  suspended: 'boPartner.stateSuspended',
  blocked: 'boPartner.stateBlocked',
};

/** /superadmin/admins/:id: a partner's details, venues, commission and state; suspend or lift the suspension. */
export function PartnerDetailPage() {
  const { id = '' } = useParams();
  const partner = useBackofficePartner(id);
  const data = partner.data;
  const notFound = partner.error instanceof ApiError && partner.error.status === 404;
  return (
    <AreaPage title={data ? data.companyName || data.name || data.email : t('boPartner.title')}>
      <p>
        <Link to={PAGES.superadmin.admins}>← {t('boPartner.back')}</Link>
      </p>
      {notFound ? (
        <Alert tone="error">{t('boPartner.notFound')}</Alert>
      ) : (
        <ListState
          isPending={partner.isPending}
          isError={partner.isError}
          error={t('boPartner.loadError')}
          retry={() => void partner.refetch()}
        />
      )}
      {data && (
        <div className="bo-grid">
          <PartnerFacts partner={data} />
          <PartnerVenues partner={data} />
          <Suspension partner={data} />
        </div>
      )}
    </AreaPage>
  );
}

function PartnerFacts({ partner }: { partner: BackofficePartner }) {
  const none = t('boPartner.missing');
  return (
    <section className="area-card" aria-labelledby="bo-partner-facts">
      <h2 id="bo-partner-facts" className="area-card__title">
        {t('boPartner.details')}
      </h2>
      <dl className="bo-facts">
        <dt>{t('boPartner.state')}</dt>
        <dd data-testid="bo-partner-state">{t(STATE_LABEL[partner.state])}</dd>
        <dt>{t('boPartner.email')}</dt>
        <dd>{partner.email}</dd>
        <dt>{t('boPartner.phone')}</dt>
        <dd>{partner.phone || none}</dd>
        <dt>{t('boPartner.company')}</dt>
        <dd>{partner.companyName || none}</dd>
        <dt>{t('boPartner.ico')}</dt>
        <dd>{partner.ico || none}</dd>
        <dt>{t('boPartner.commission')}</dt>
        <dd>{percent(partner.commissionBps)}</dd>
        <dt>{t('boPartner.created')}</dt>
        <dd>{dateOnly.format(new Date(partner.createdAt))}</dd>
      </dl>
      {partner.suspendedAt && (
        <Alert tone="error">
          {t('boPartner.suspendedSince', {
            when: dateTime.format(new Date(partner.suspendedAt)),
            reason: partner.suspensionReason ?? none,
          })}
        </Alert>
      )}
      <p>{t('boPartner.upcoming', { n: partner.upcomingTickets })}</p>
      <p>
        <Link to={PAGES.superadmin.auditOf(partner.id)}>{t('boPartner.auditLink')}</Link>
      </p>
    </section>
  );
}

function PartnerVenues({ partner }: { partner: BackofficePartner }) {
  return (
    <section className="area-card" aria-labelledby="bo-partner-venues">
      <h2 id="bo-partner-venues" className="area-card__title">
        {t('boPartner.venues')}
      </h2>
      {partner.venues.length === 0 ? (
        <p>{t('boPartner.venuesEmpty')}</p>
      ) : (
        <ul>
          {partner.venues.map((venue) => (
            <li key={venue.id}>
              <Link to={PAGES.superadmin.venue(venue.id)}>{venue.name}</Link>, {venue.city} ·{' '}
              {t('boPartner.venueActivities', { n: venue.activityCount })}
              {!venue.published && <> · {t('boPartner.venueHidden')}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Suspend (moves money: one Idempotency-Key per confirmation) or lift the suspension, with a reason. */
function Suspension({ partner }: { partner: BackofficePartner }) {
  const suspended = partner.state === 'suspended';
  const form = useForm(partnerSuspensionBody);
  const suspend = useSuspendPartner(partner.id);
  const lift = useLiftSuspension(partner.id);
  const key = useRef('');
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const name = partner.companyName || partner.name || partner.email;
  return (
    <section className="area-card" aria-labelledby="bo-partner-suspension">
      <h2 id="bo-partner-suspension" className="area-card__title">
        {suspended ? t('boPartner.liftTitle') : t('boPartner.suspendTitle')}
      </h2>
      <p>{suspended ? t('boPartner.liftLead') : t('boPartner.suspendLead')}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({ reason: formText(values, 'reason') }),
          async (body) => {
            setMessage(null);
            key.current = crypto.randomUUID();
            setReason(body.reason);
          },
        )}
      >
        <TextAreaField
          rows={3}
          name="reason"
          label={t('boPartner.reason')}
          maxLength={500}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <Button type="submit" variant={suspended ? 'primary' : 'danger'}>
          {suspended ? t('boPartner.lift') : t('boPartner.suspend')}
        </Button>
      </form>
      {message && (
        <p role="status" className="bo-done">
          {message}
        </p>
      )}
      {reason !== null && (
        <ConfirmActionDialog
          title={
            suspended
              ? t('boPartner.confirmLiftTitle', { name })
              : t('boPartner.confirmSuspendTitle', { name })
          }
          text={
            suspended
              ? t('boPartner.confirmLiftText', { reason })
              : t('boPartner.confirmSuspendText', { n: partner.upcomingTickets, reason })
          }
          confirmLabel={suspended ? t('boPartner.confirmLift') : t('boPartner.confirmSuspend')}
          cancelLabel={t('boPartner.keep')}
          tone={suspended ? 'primary' : 'danger'}
          onConfirm={async () => {
            if (suspended) {
              await lift.mutateAsync({ reason });
              setMessage(t('boPartner.lifted'));
            } else {
              const answer = await suspend.mutateAsync({ body: { reason }, key: key.current });
              setMessage(
                t('boPartner.suspended', {
                  count: answer.cancelledTickets,
                  amount: formatCzk(answer.refundedCredits),
                  customers: answer.customersNotified,
                }),
              );
            }
            form.formRef.current?.reset();
          }}
          onClose={() => setReason(null)}
        />
      )}
    </section>
  );
}
