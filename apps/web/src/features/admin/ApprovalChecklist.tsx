import type { PartnerApprovalStatus } from '@champions/contract';
import { PAGES, type PartnerChecklistStep } from '@champions/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useApproval, useSubmitApproval } from './manageQueries.ts';
import './approval.css';

/** Each step of the first-run checklist: its name, its hint and the screen where it is done. */
const STEPS: Readonly<
  Record<PartnerChecklistStep, { label: MessageKey; hint: MessageKey; to: string | null }>
> = {
  billing: {
    label: 'adminApproval.stepBilling',
    hint: 'adminApproval.stepBillingHint',
    to: PAGES.admin.settings,
  },
  venue: { label: 'adminApproval.stepVenue', hint: 'adminApproval.stepVenueHint', to: PAGES.admin.venues },
  activity: {
    label: 'adminApproval.stepActivity',
    hint: 'adminApproval.stepActivityHint',
    to: PAGES.admin.activities,
  },
  slots: { label: 'adminApproval.stepSlots', hint: 'adminApproval.stepSlotsHint', to: PAGES.admin.calendar },
  submit: { label: 'adminApproval.stepSubmit', hint: 'adminApproval.stepSubmitHint', to: null },
};

const STATE_LABEL = {
  draft: 'adminApproval.stateDraft',
  submitted: 'adminApproval.stateSubmitted',
  rejected: 'adminApproval.stateRejected',
} as const satisfies Record<Exclude<PartnerApprovalStatus['state'], 'approved'>, MessageKey>;

const LEAD = {
  draft: 'adminApproval.leadDraft',
  submitted: 'adminApproval.leadSubmitted',
  rejected: 'adminApproval.leadRejected',
} as const satisfies Record<Exclude<PartnerApprovalStatus['state'], 'approved'>, MessageKey>;

interface ChecklistProps {
  status: PartnerApprovalStatus;
  onSubmit: () => void;
  submitting?: boolean;
  /** the answer of the last submit: the API's message, good or bad */
  result?: { tone: 'success' | 'error'; message: string } | null;
}

/**
 * The first-run checklist of a partner not approved yet: "Čeká na schválení", the steps (billing details
 * and bank account → venue → activity → slots → submit), each ticked off when done and linking to its
 * screen, and the button that sends the request to the back office once the first four are done.
 */
export function ApprovalChecklist({ status, onSubmit, submitting = false, result = null }: ChecklistProps) {
  if (status.state === 'approved') return null;
  const done = status.steps.filter((step) => step.done).length;
  return (
    <section className="area-card approval" aria-labelledby="approval-title" data-testid="approval-checklist">
      <div className="approval__head">
        <h2 id="approval-title" className="area-card__title">
          {t('adminApproval.title')}
        </h2>
        <span className={`approval__state approval__state--${status.state}`}>
          {t(STATE_LABEL[status.state])}
        </span>
      </div>
      <p>{t(LEAD[status.state])}</p>
      {status.state === 'rejected' && status.note && <Alert tone="error">{status.note}</Alert>}
      <p className="approval__progress">
        {t('adminApproval.progress', { done, total: status.steps.length })}
      </p>
      <ol className="approval__steps" aria-label={t('adminApproval.stepsLabel')}>
        {status.steps.map(({ step, done: stepDone }, index) => {
          const { label, hint, to } = STEPS[step];
          return (
            <li key={step} className={`approval__step${stepDone ? ' is-done' : ''}`} data-step={step}>
              <span className="approval__mark" aria-hidden="true">
                {stepDone ? '✓' : index + 1}
              </span>
              <span className="approval__text">
                <span className="approval__label">
                  {t(label)}{' '}
                  <span className="visually-hidden">
                    ({stepDone ? t('adminApproval.done') : t('adminApproval.todo')})
                  </span>
                </span>
                <span className="approval__hint">{t(hint)}</span>
              </span>
              {to && (
                <Link
                  className="approval__link"
                  to={to}
                  aria-label={`${t('adminApproval.open')}: ${t(label)}`}
                >
                  {t('adminApproval.open')}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {result && <Alert tone={result.tone}>{result.message}</Alert>}
      {status.state !== 'submitted' && (
        <div className="approval__submit">
          <Button onClick={onSubmit} loading={submitting} disabled={!status.canSubmit}>
            {t('adminApproval.submit')}
          </Button>
          {!status.canSubmit && <p className="approval__hint">{t('adminApproval.submitMissing')}</p>}
        </div>
      )}
    </section>
  );
}

/** A one-line reminder on the partner's other screens, linking to the whole checklist. */
export function ApprovalReminder({ status }: { status: PartnerApprovalStatus }) {
  if (status.state === 'approved') return null;
  const done = status.steps.filter((step) => step.done).length;
  return (
    <div className="approval-reminder" role="status">
      <span className={`approval__state approval__state--${status.state}`}>
        {t(STATE_LABEL[status.state])}
      </span>
      <span>{t('adminApproval.progress', { done, total: status.steps.length })}</span>
      <Link to={PAGES.admin.entersLoading}>{t('adminApproval.showAll')}</Link>
    </div>
  );
}

/**
 * Above every screen of a partner not approved yet: the whole checklist on the landing page
 * (/admin/enters-loading), a reminder elsewhere. Nothing once approved.
 */
export function PartnerApproval() {
  const approval = useApproval();
  const submit = useSubmitApproval();
  const { pathname } = useLocation();
  const [result, setResult] = useState<ChecklistProps['result']>(null);
  if (approval.isError) return <Alert tone="error">{t('adminApproval.loadError')}</Alert>;
  // nothing until a whole answer is there, and nothing once approved
  if (!Array.isArray(approval.data?.steps) || approval.data.state === 'approved') return null;
  if (pathname !== PAGES.admin.entersLoading) return <ApprovalReminder status={approval.data} />;
  return (
    <ApprovalChecklist
      status={approval.data}
      submitting={submit.isPending}
      result={result}
      onSubmit={async () => {
        setResult(null);
        try {
          setResult({ tone: 'success', message: (await submit.mutateAsync(undefined)).message });
        } catch (error) {
          setResult({
            tone: 'error',
            message: error instanceof Error ? error.message : t('adminApproval.loadError'),
          });
        }
      }}
    />
  );
}
