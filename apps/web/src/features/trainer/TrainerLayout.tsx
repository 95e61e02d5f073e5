import { PAGES } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { RequireSession, tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../../shared/ui/AreaShell.tsx';

const TRAINER_NAV: readonly AreaNavItem[] = [
  { to: PAGES.trainer.slots, label: 'trainerArea.home' },
  { to: PAGES.trainer.settings, label: 'roleArea.settings' },
  { to: PAGES.trainer.referral, label: 'roleArea.referral' },
  { to: PAGES.trainer.support, label: 'roleArea.support' },
];

/** The trainer's shell. */
export function TrainerLayout() {
  const logout = useLogout();
  return (
    <RequireSession accountRole="trainer">
      <AreaShell
        area={t('roleArea.trainerTitle')}
        navLabel={t('roleArea.trainerTitle')}
        nav={TRAINER_NAV}
        account={tokenClaims('trainer')?.email ?? null}
        logoutLabel={t('roleArea.logout')}
        onLogout={() => logout('trainer')}
      />
    </RequireSession>
  );
}
