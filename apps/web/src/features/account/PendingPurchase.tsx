import { BRAND, type PostLoginTarget, parsePostLoginTarget, safeRedirectPath } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatDay, formatSlot, usePublicData } from '../../shared/public-ui/index.ts';
import { readStoredRedirect } from '../../shared/session/index.ts';
import { useActivity, useSlots } from '../catalogue/index.ts';

interface PendingPurchaseProps {
  /** Which page says it: "Po registraci …" or "Po přihlášení …". */
  after: 'register' | 'login';
  /** The page's `?redirect=`: when it is a valid path, it wins over the saved target (nothing to say). */
  redirectQuery?: string | null;
}

/**
 * What a logged-out visitor was buying when they were sent to sign up or sign in:
 * read from the saved post-login target (SPEC "Post-login return"), so the page says what is kept.
 */
export function PendingPurchase({ after, redirectQuery = null }: PendingPurchaseProps) {
  const [target] = useState<PostLoginTarget | null>(() =>
    safeRedirectPath(redirectQuery) ? null : parsePostLoginTarget(readStoredRedirect()),
  );
  switch (target?.type) {
    case 'activity':
      return <ActivityPurchase after={after} target={target} />;
    case 'championship':
      return <MembershipPurchase after={after} target={target} />;
    case 'paygplus':
      return <Note after={after} what="PAYG+" />;
    default:
      return null;
  }
}

function Note({ after, what }: { after: PendingPurchaseProps['after']; what: string }) {
  return (
    <p className="auth__pending">
      {t(after === 'register' ? 'pendingPurchase.afterRegister' : 'pendingPurchase.afterLogin', { what })}
    </p>
  );
}

function ActivityPurchase({
  after,
  target,
}: {
  after: PendingPurchaseProps['after'];
  target: Extract<PostLoginTarget, { type: 'activity' }>;
}) {
  const activity = useActivity(target.activityId);
  const slots = useSlots(target.activityId, target.selectedDate ?? '', target.selectedDate !== undefined);
  const slot = slots.data?.slots.find((item) => item.id === target.timeSlotId);
  if (!activity.data) return null;
  if (target.selectedDate && slots.isPending) return null;
  const when = slot
    ? formatSlot(slot.startsAt)
    : target.selectedDate
      ? formatDay(`${target.selectedDate}T12:00:00Z`)
      : null;
  const what = when ? t('pendingPurchase.activity', { name: activity.data.name, when }) : activity.data.name;
  return <Note after={after} what={what} />;
}

function MembershipPurchase({
  after,
  target,
}: {
  after: PendingPurchaseProps['after'];
  target: Extract<PostLoginTarget, { type: 'championship' }>;
}) {
  const areas = usePublicData().data?.areas;
  if (!target.nationwide && !areas) return null;
  const where = target.nationwide
    ? t('pendingPurchase.allLocations')
    : areas?.find((area) => area.id === target.selectedArea)?.name;
  const type =
    target.selectedType === 'CHAMPIONSHIP_FLEXIBLE'
      ? t('pendingPurchase.flexible')
      : t('pendingPurchase.yearly');
  return (
    <Note
      after={after}
      what={
        where
          ? t('pendingPurchase.membership', { membership: BRAND.membership, where, type })
          : BRAND.membership
      }
    />
  );
}
