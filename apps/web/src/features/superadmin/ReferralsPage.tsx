import {
  type BackofficeReferralRow,
  REFERRAL_STATES,
  type ReferralState,
  revokeReferralBody,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';
import { Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { dateOnly, ListState } from './BoUi.tsx';
import { useBackofficeReferrals, useRevokeReferral } from './referralQueries.ts';
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
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const stateParam = params.get('state');
  const state = REFERRAL_STATES.includes(stateParam as ReferralState)
    ? (stateParam as ReferralState)
    : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBackofficeReferrals({ q, state, page });
  const [revoking, setRevoking] = useState<BackofficeReferralRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const data = list.data;
  return (
    <AreaPage title={t('boReferrals.title')} lead={t('boReferrals.lead')}>
      <form
        className="area-card bo-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          update({
            q: String(form.get('q') ?? '').trim() || undefined,
            state: String(form.get('state') ?? '') || undefined,
            page: undefined,
          });
        }}
      >
        <TextField
          name="q"
          type="search"
          label={t('boReferrals.searchLabel')}
          placeholder={t('boReferrals.searchPlaceholder')}
          defaultValue={q}
          key={`q-${q}`}
          maxLength={100}
        />
        <SelectField
          name="state"
          label={t('boReferrals.stateLabel')}
          defaultValue={state ?? ''}
          key={`s-${state}`}
        >
          <option value="">{t('boReferrals.stateAll')}</option>
          {REFERRAL_STATES.map((value) => (
            <option key={value} value={value}>
              {t(STATE_LABEL[value])}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('boReferrals.search')}</Button>
      </form>

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

      <ListState
        isPending={list.isPending}
        isError={list.isError}
        error={t('boReferrals.loadError')}
        retry={() => void list.refetch()}
      />
      {data && data.referrals.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('boReferrals.empty')}</p>
          <p>{t('boReferrals.emptyHint')}</p>
        </div>
      )}
      {data && data.referrals.length > 0 && (
        <div className="area-card" aria-busy={list.isFetching || undefined}>
          <p role="status">{t('boReferrals.total', { count: data.pagination.total })}</p>
          <DataTable
            rows={data.referrals}
            rowKey={(row) => row.refereeId}
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
          <Pager
            label={t('boReferrals.pagerLabel')}
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={(next) => update({ page: String(next) })}
          />
        </div>
      )}
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
