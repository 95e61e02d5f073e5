import type { BackofficeRequestDetail } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useApprovePartner } from './partnerQueries.ts';

/**
 * On a partner request: "Schválit partnera" (with a confirmation) creates the partner account from the
 * request and e-mails the link to set a password; once approved, a link to the partner's detail.
 */
export function ApprovePartnerCard({ request }: { request: BackofficeRequestDetail['request'] }) {
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
