import { PAGES } from '@champions/domain';
import type { MessageKey } from '../../shared/i18n/index.ts';

export interface MenuLink {
  to: string;
  label: MessageKey;
}

export interface MenuGroup {
  id: 'account' | 'explore';
  title: MessageKey;
  links: MenuLink[];
}

/** The user's own pages, shown when logged in (SPEC "Layout rules"). */
export const ACCOUNT_LINKS: readonly MenuLink[] = [
  { to: PAGES.user.card, label: 'menu.card' },
  { to: PAGES.user.history, label: 'menu.history' },
  { to: PAGES.user.subscription, label: 'menu.subscription' },
  { to: PAGES.user.settings, label: 'menu.settings' },
];

/** The public links, shown to everybody. */
export const PUBLIC_LINKS: readonly MenuLink[] = [
  { to: PAGES.activities, label: 'menu.activities' },
  { to: PAGES.map, label: 'menu.map' },
  { to: PAGES.plans, label: 'menu.plans' },
  { to: PAGES.paygPlus, label: 'menu.paygPlus' },
  { to: PAGES.membership, label: 'menu.membership' },
  { to: PAGES.about, label: 'menu.about' },
  { to: PAGES.contact, label: 'menu.contact' },
  { to: PAGES.admin.login, label: 'menu.forPartners' },
];

/** Account actions of a logged-out visitor. */
export const GUEST_ACTIONS: readonly MenuLink[] = [
  { to: PAGES.user.register, label: 'menu.register' },
  { to: PAGES.user.login, label: 'menu.login' },
];

export function menuGroups(loggedIn: boolean): MenuGroup[] {
  const explore: MenuGroup = { id: 'explore', title: 'header.menuExplore', links: [...PUBLIC_LINKS] };
  return loggedIn
    ? [{ id: 'account', title: 'header.menuAccount', links: [...ACCOUNT_LINKS] }, explore]
    : [explore];
}
