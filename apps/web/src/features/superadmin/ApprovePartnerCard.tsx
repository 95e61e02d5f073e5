import { type BackofficeRequestDetail, partnerSuspensionBody } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { useApprovePartner, useRejectPartner } from './partnerQueries.ts';

/**
 * On a partner request: "Schválit partnera" (with a confirmation) creates the partner account from the
 * request and e-mails the link to set a password; once approved, a link to the partner's detail. A
 * partner who registered on their own and submitted their checklist is approved (everything they
 * published goes public) or returned with a reason instead.
 */
export function ApprovePartnerCard({ request }: { request: BackofficeRequestDetail['request'] }) {
  if (request.partnerId && request.partnerApproval && request.partnerApproval !== 'approved') {
    return <RegisteredPartnerDecision request={request} partnerId={request.partnerId} />;
  }
  return <NewPartnerApproval request={request} />;
}

/** A request from the public form: approving creates the account. */
function NewPartnerApproval({ request }: { request: BackofficeRequestDetail['request'] }) {
  const approve = useApprovePartner(request.id);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section className="area-card" aria-labelledby="request-approve">
      <h2 id="request-approve">{t('boApprove.title')}</h2>
      {request.partnerId ? (
        <>
          <Alert tone="success">{done ? t('boApprove.done') : t('boApprove.approved')}</Alert>
          <p>
            <Link to={PAGES.superadmin.admin(request.partnerId)}>{t('boApprove.openPartner')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('boApprove.lead')}</p>
          <Button onClick={() => setConfirming(true)}>{t('boApprove.action')}</Button>
        </>
      )}
      {confirming && (
        <ConfirmActionDialog
          title={t('boApprove.confirmTitle', { name: request.name })}
          text={t('boApprove.confirmText', {
            email: request.email,
            company: request.company ? t('boApprove.companySuffix', { company: request.company }) : '',
          })}
          confirmLabel={t('boApprove.confirm')}
          cancelLabel={t('boApprove.keep')}
          tone="primary"
          onConfirm={async () => {
            await approve.mutateAsync(undefined);
            setDone(true);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** A self-registered partner waiting for approval: approve (public at once) or return with a reason. */
function RegisteredPartnerDecision({
  request,
  partnerId,
}: {
  request: BackofficeRequestDetail['request'];
  partnerId: string;
}) {
  const approve = useApprovePartner(request.id);
  const reject = useRejectPartner(request.id);
  const form = useForm(partnerSuspensionBody);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const submitted = request.partnerApproval === 'submitted';
  return (
    <section className="area-card" aria-labelledby="request-approve">
      <h2 id="request-approve">{t('boApprove.title')}</h2>
      <p>
        <span className="bo-state bo-state--new">{t('boPartner.statePending')}</span>
      </p>
      <p>{submitted ? t('boApprove.registeredLead') : t('boApprove.registeredNotSubmitted')}</p>
      <p>
        <Link to={PAGES.superadmin.admin(partnerId)}>{t('boApprove.openPartner')}</Link>
      </p>
      {message && (
        <p role="status" className="bo-done">
          {message}
        </p>
      )}
      <Button onClick={() => setConfirming(true)}>{t('boApprove.action')}</Button>
      {submitted && (
        <form
          ref={form.formRef}
          noValidate
          className="bo-reject"
          onSubmit={form.handleSubmit(
            (values) => ({ reason: formText(values, 'reason') }),
            async (body) => {
              setMessage(null);
              setReason(body.reason);
            },
          )}
        >
          <TextAreaField
            rows={3}
            name="reason"
            label={t('boApprove.rejectReason')}
            maxLength={500}
            error={form.errors.reason}
            onChange={() => form.clearError('reason')}
          />
          <FormError message={form.formError} id={form.errorId} />
          <Button type="submit" variant="secondary" className="bo-reject__submit">
            {t('boApprove.reject')}
          </Button>
        </form>
      )}
      {confirming && (
        <ConfirmActionDialog
          title={t('boApprove.confirmTitle', { name: request.name })}
          text={t('boApprove.confirmRegisteredText', { email: request.email })}
          confirmLabel={t('boApprove.confirm')}
          cancelLabel={t('boApprove.keep')}
          tone="primary"
          onConfirm={async () => {
            setMessage((await approve.mutateAsync(undefined)).message);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      {reason !== null && (
        <ConfirmActionDialog
          title={t('boApprove.confirmRejectTitle', { name: request.name })}
          text={t('boApprove.confirmRejectText', { reason })}
          confirmLabel={t('boApprove.confirmReject')}
          cancelLabel={t('boApprove.keep')}
          tone="danger"
          onConfirm={async () => {
            setMessage((await reject.mutateAsync({ reason })).message);
            form.formRef.current?.reset();
          }}
          onClose={() => setReason(null)}
        />
      )}
    </section>
  );
}
