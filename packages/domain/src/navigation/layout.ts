import { OLD_PAGE_ADDRESSES, PAGES } from './pages.ts';
import { isStrictlyUnder, isUnder, normalizePath } from './paths.ts';

/** What a route may say about the public layout (React Router `handle`). */
export interface LayoutMeta {
  /** Hides the public header and footer on this route. */
  hidePublicLayout?: boolean;
}

export interface LayoutVisibility {
  header: boolean;
  footer: boolean;
}

/**
 * Areas with their own chrome: the public header and footer are hidden there (SPEC "Layout rules").
 * Decisions the spec leaves open:
 * - `/business` itself is the public business landing page and keeps the public layout; only the
 *   business area under it (`/business/sign-in`, `/business/sign-up`, `/business/profile`) hides it.
 * - `/partner` is a public marketing page (like `/partneri`, `/partner-admin`) and keeps the public
 *   layout; the partner dashboards and the partner login under it (`/partner/...`) hide it.
 * - `/user-terms`, `/business-account` etc. are other paths, not sub-paths, and stay public.
 */
const HIDDEN_AREAS = [
  PAGES.admin.home,
  PAGES.superadmin.home,
  PAGES.user.home,
  PAGES.staff.home,
  PAGES.trainer.home,
];
const HIDDEN_SUB_AREAS = [PAGES.business, PAGES.partnerLanding];

/**
 * Full-screen pages without the footer. `/mapa` is the Czech alias of `/campaignMap` and shows the
 * same map, so it hides the footer too.
 */
const NO_FOOTER_AREAS = [PAGES.campaign.activities, PAGES.campaign.map, PAGES.map];

export function layoutVisibility(pathname: string, meta?: LayoutMeta): LayoutVisibility {
  const path = normalizePath(pathname);
  const hidden =
    meta?.hidePublicLayout === true ||
    HIDDEN_AREAS.some((area) => isUnder(path, area)) ||
    HIDDEN_SUB_AREAS.some((area) => isStrictlyUnder(path, area));
  if (hidden) return { header: false, footer: false };
  return { header: true, footer: !NO_FOOTER_AREAS.some((area) => isUnder(path, area)) };
}

/** The header search box is shown only on the activity lists (SPEC "Layout rules"). */
export function showsHeaderSearch(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === PAGES.activities || (OLD_PAGE_ADDRESSES.activities as readonly string[]).includes(path);
}

/**
 * The business area's pages (under `/business/`) carry the business header (SPEC "Layout rules"):
 * Sports Activities, then Log in and Sign up, or Profile and Logout. The `/business` landing does not.
 */
export function showsBusinessHeader(pathname: string): boolean {
  return isStrictlyUnder(normalizePath(pathname), PAGES.business);
}
