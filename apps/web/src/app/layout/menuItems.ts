import { BRAND } from '@champions/domain';
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
  { to: '/user/qr-code', label: 'menu.card' },
  { to: '/user/history', label: 'menu.history' },
  { to: '/user/subscription', label: 'menu.subscription' },
  { to: '/user/settings', label: 'menu.settings' },
];

/** The public links, shown to everybody. */
export const PUBLIC_LINKS: readonly MenuLink[] = [
  { to: '/activities', label: 'menu.activities' },
  { to: '/mapa', label: 'menu.map' },
  { to: '/plany', label: 'menu.plans' },
  { to: '/paygplus', label: 'menu.paygPlus' },
  { to: BRAND.membershipPath, label: 'menu.membership' },
  { to: '/about', label: 'menu.about' },
  { to: '/contact', label: 'menu.contact' },
  { to: '/admin/login', label: 'menu.forPartners' },
];

/** Account actions of a logged-out visitor. */
export const GUEST_ACTIONS: readonly MenuLink[] = [
  { to: '/user/register', label: 'menu.register' },
  { to: '/user/login', label: 'menu.login' },
];

export function menuGroups(loggedIn: boolean): MenuGroup[] {
  const explore: MenuGroup = { id: 'explore', title: 'header.menuExplore', links: [...PUBLIC_LINKS] };
  return loggedIn
    ? [{ id: 'account', title: 'header.menuAccount', links: [...ACCOUNT_LINKS] }, explore]
    : [explore];
}
