import {
  type BackofficeReferralRow,
  REFERRAL_STATES,
  type ReferralState,
  revokeReferralBody,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { BoFilters } from './BoFilters.tsx';
import { BoList } from './BoList.tsx';
import { dateOnly } from './BoUi.tsx';
import { useBackofficeReferrals, useRevokeReferral } from './referralQueries.ts';
import { useListParams } from './useListParams.ts';
import './backoffice.css';

const STATE_LABEL: Record<ReferralState, MessageKey> = {
  pending: 'referral.statePending',
  granted: 'referral.stateGranted',
  refused: 'referral.stateRefused',
  reversed: 'referral.stateReversed',
  revoked: 'referral.stateRevoked',
};

function stateText(row: BackofficeReferralRow): string {
  const state = t(STATE_LABEL[row.state]);
  if (row.state === 'refused' && row.refusedReason)
    return `${state} (${t(`boReferrals.refused.${row.refusedReason}` as MessageKey)})`;
  if (row.state === 'revoked' && row.revokeReason) return `${state}: ${row.revokeReason}`;
  return state;
}

const who = (party: BackofficeReferralRow['referee']) => (
  <>
    <strong>{party.name || party.email}</strong>
    <br />
    <small>{party.email}</small>
  </>
);

/** /superadmin/referral: who referred whom, codes and rewards, searched and paged on the server. */
export function ReferralsPage() {
  const list = useListParams();
  const referrals = useBackofficeReferrals({
    q: list.q,
    state: list.choice('state', REFERRAL_STATES),
    page: list.page,
  });
  const [revoking, setRevoking] = useState<BackofficeReferralRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AreaPage title={t('boReferrals.title')} lead={t('boReferrals.lead')}>
      <BoFilters
        list={list}
        submit={t('boReferrals.search')}
        fields={[
          {
            type: 'search',
            name: 'q',
            label: t('boReferrals.searchLabel'),
            placeholder: t('boReferrals.searchPlaceholder'),
          },
          {
            type: 'select',
            name: 'state',
            label: t('boReferrals.stateLabel'),
            all: t('boReferrals.stateAll'),
            options: REFERRAL_STATES.map((value) => ({ value, label: t(STATE_LABEL[value]) })),
          },
        ]}
      />
      {done && <p role="status">{done}</p>}
      {revoking && (
        <RevokeForm
          row={revoking}
          onClose={() => setRevoking(null)}
          onDone={() => {
            setRevoking(null);
            setDone(t('boReferrals.done'));
          }}
        />
      )}
      <BoList
        list={list}
        query={referrals}
        rows={(data) => data.referrals}
        rowKey={(row) => row.refereeId}
        label={t('boReferrals.title')}
        error={t('boReferrals.loadError')}
        empty={{ title: t('boReferrals.empty'), hint: t('boReferrals.emptyHint') }}
        total={(count) => t('boReferrals.total', { count })}
        pager={t('boReferrals.pagerLabel')}
        columns={[
          {
            label: t('boReferrals.colReferee'),
            cell: (row) =>
              row.referee.role === 'user' ? (
                <Link to={PAGES.superadmin.user(row.referee.id)}>{who(row.referee)}</Link>
              ) : (
                who(row.referee)
              ),
          },
          { label: t('boReferrals.colReferrer'), cell: (row) => who(row.referrer) },
          { label: t('boReferrals.colCode'), cell: (row) => (row.code ? <code>{row.code}</code> : '–') },
          {
            label: t('boReferrals.colRegistered'),
            cell: (row) => dateOnly.format(new Date(row.registeredAt)),
          },
          { label: t('boReferrals.colState'), cell: stateText },
          {
            label: t('boReferrals.colReward'),
            numeric: true,
            cell: (row) => (
              <>
                {formatCzk(row.referrerAmount)}
                {row.unrecovered > 0 && (
                  <>
                    <br />
                    <small>{t('boReferrals.unrecovered', { amount: formatCzk(row.unrecovered) })}</small>
                  </>
                )}
              </>
            ),
          },
        ]}
        action={{
          label: t('boReferrals.revoke'),
          cell: (row) =>
            row.state === 'pending' || row.state === 'granted' || row.state === 'refused' ? (
              <Button
                variant="danger"
                className="button--small"
                aria-label={t('boReferrals.revokeOf', { name: row.referee.name || row.referee.email })}
                onClick={() => {
                  setDone(null);
                  setRevoking(row);
                }}
              >
                {t('boReferrals.revoke')}
              </Button>
            ) : null,
        }}
      />
    </AreaPage>
  );
}

/** The reason, then "do you really…?", then the call (one Idempotency-Key per confirmation). */
function RevokeForm({
  row,
  onClose,
  onDone,
}: {
  row: BackofficeReferralRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm(revokeReferralBody);
  const revoke = useRevokeReferral();
  const [reason, setReason] = useState<string | null>(null);
  const key = useRef('');
  const name = row.referee.name || row.referee.email;
  return (
    <section className="area-card" aria-labelledby="bo-revoke-title">
      <h2 id="bo-revoke-title" className="area-card__title">
        {t('boReferrals.revokeTitle', { name })}
      </h2>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => ({ reason: formText(values, 'reason') }),
          async (body) => {
            key.current = crypto.randomUUID();
            setReason(body.reason);
          },
        )}
      >
        <TextAreaField
          rows={3}
          name="reason"
          label={t('boReferrals.revokeReason')}
          maxLength={500}
          error={form.errors.reason}
          onChange={() => form.clearError('reason')}
        />
        <FormError message={form.formError} id={form.errorId} />
        <div className="bo-actions">
          <Button type="submit" variant="danger">
            {t('boReferrals.revokeSubmit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('boReferrals.revokeCancel')}
          </Button>
        </div>
      </form>
      {reason && (
        <ConfirmActionDialog
          cancelLabel={t('boReferrals.revokeCancel')}
          title={t('boReferrals.confirmTitle')}
          text={
            row.state === 'granted'
              ? t('boReferrals.confirmGranted', { amount: formatCzk(row.referrerAmount), reason })
              : t('boReferrals.confirmPending', { reason })
          }
          confirmLabel={t('boReferrals.confirm')}
          onConfirm={async () => {
            await revoke.mutateAsync({ refereeId: row.refereeId, body: { reason }, key: key.current });
            onDone();
          }}
          onClose={() => setReason(null)}
        />
      )}
    </section>
  );
}
