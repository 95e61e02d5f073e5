import { BRAND } from '../brand.ts';
import type { AccountRole } from '../roles.ts';

/**
 * Every page path of the web app, in one place (the route table of pages). The web
 * router, menus and guards, the API's e-mail links, the sitemap and the server-side page meta all
 * take their paths from here; a test refuses path literals elsewhere (apps/api/test/page-paths.test.ts).
 * Functions build the path of one thing (`PAGES.activity(id)`); `*Pattern` entries are router patterns.
 */
export const PAGES = {
  home: '/',
  activities: '/activities',
  activityPattern: '/activities/:activityId',
  activity: (id: string) => `/activities/${encodeURIComponent(id)}`,
  /** the activity list filtered to one area (`?area=`) */
  activitiesInArea: (slug: string) => `/activities?area=${encodeURIComponent(slug)}`,
  map: '/mapa',
  /** the campaign variants of the list, the detail and the map (campaign hero, no footer) */
  campaign: {
    activities: '/campaignActivity',
    activityPattern: '/campaignActivity/:activityId',
    activity: (id: string) => `/campaignActivity/${encodeURIComponent(id)}`,
    map: '/campaignMap',
  },
  venues: '/venues',
  venuePattern: '/venues/:id',
  venue: (id: string) => `/venues/${encodeURIComponent(id)}`,
  /** a trainer's public page: profile and their next slots */
  trainerProfilePattern: '/trener/:slug',
  trainerProfile: (slug: string) => `/trener/${encodeURIComponent(slug)}`,
  plans: '/plany',
  paygPlus: '/paygplus',
  membership: BRAND.membershipPath,
  membershipCheckout: BRAND.membershipCheckoutPath,
  payment: '/platba',
  /** buying a gift voucher (dárkový poukaz) for an amount */
  voucher: '/darkovy-poukaz',
  /** redeeming a voucher's code as credit (the voucher's QR code leads here with `?kod=`) */
  voucherRedeem: '/darkovy-poukaz/uplatnit',
  voucherRedeemCode: (code: string) => `/darkovy-poukaz/uplatnit?kod=${encodeURIComponent(code)}`,
  /** a desk sale's payment link: the customer pays the entry on her own phone */
  walkInPayPattern: '/zaplatit/:token',
  walkInPay: (token: string) => `/zaplatit/${encodeURIComponent(token)}`,
  /** a friend's place ("a friend along"): opened without an account by its claim token */
  friendPlacePattern: '/pozvanka/:token',
  friendPlace: (token: string) => `/pozvanka/${encodeURIComponent(token)}`,
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  userTerms: '/user-terms',
  privacy: '/privacy',
  forgottenPassword: '/zapomenute-heslo',
  /** the link sent to the old address after an e-mail change puts it back (`?role=&token=`) */
  restoreEmail: '/obnovit-email',
  business: '/business',
  partnerSite: '/partneri',
  /** other addresses of the partnering pages (SPEC 2 "Public") */
  businessContact: '/firemni-kontakt',
  businessAccount: '/business-account',
  partnerLanding: '/partner',
  partnerAdminLanding: '/partner-admin',
  providerSignUp: '/sign-up-provider',
  createActivity: '/create-activity',
  crowdfunding: '/crowdfunding',
  /** SPEC 2: where staff goes after signing out */
  login: '/login',
  /** Czech addresses of the user's sign-in and registration */
  signIn: '/prihlaseni',
  registration: '/registrace',
  /** the user's settings inside the public layout */
  profile: '/profil',
  /** a customer's or trainer's referral link: keeps the code and leads to registration */
  referralLinkPattern: '/r/:code',
  referralLink: (code: string) => `/r/${encodeURIComponent(code)}`,

  user: {
    home: '/user',
    /** the user's start page with shortcuts (the bare /user opens the card) */
    start: '/user/home',
    login: '/user/login',
    register: '/user/register',
    verifyEmail: '/user/verify-email',
    updatePassword: '/user/update-password',
    card: '/user/qr-code',
    history: '/user/history',
    subscription: '/user/subscription',
    settings: '/user/settings',
    saved: '/user/saved',
    /** the customer's referral link, whom it brought and what it earned */
    referral: '/user/referral',
    /** the corporate plan's invitation link: the employee takes the company's seat */
    companyInvitation: '/user/company-invitation',
  },
  admin: {
    home: '/admin',
    login: '/admin/login',
    register: '/admin/register',
    verifyEmail: '/admin/verify-email',
    updatePassword: '/admin/update-password',
    entersLoading: '/admin/enters-loading',
    dashboard: '/admin/dashboard',
    enter: '/admin/enter',
    venues: '/admin/venues',
    venueCreate: '/admin/venues/create',
    venue: (id: string) => `/admin/venues/${encodeURIComponent(id)}`,
    activities: '/admin/activity',
    activityCreate: '/admin/activity/create',
    activity: (id: string) => `/admin/activity/${encodeURIComponent(id)}`,
    calendar: '/admin/calendar',
    /** the calendar showing one activity's times */
    calendarOf: (activityId: string) => `/admin/calendar?activity=${encodeURIComponent(activityId)}`,
    prices: '/admin/price',
    priceCreate: '/admin/price/create',
    price: (optionId: string) => `/admin/price/${encodeURIComponent(optionId)}`,
    staff: '/admin/staff',
    earnings: '/admin/earnings',
    settings: '/admin/settings',
    support: '/admin/support',
    trainer: '/admin/trainer',
    referral: '/admin/referral',
    /** "API a webhooky": the partner's API keys for their own systems */
    api: '/admin/api',
    /** "Rozvrh na váš web": the embeddable schedule's code */
    scheduleWidget: '/admin/widget',
  },
  superadmin: {
    home: '/superadmin',
    login: '/superadmin/login',
    impersonate: '/superadmin/impersonate',
    /** opens a partner's panel as them (audited) */
    impersonateAdmin: (adminId: string) => `/superadmin/impersonate?adminId=${encodeURIComponent(adminId)}`,
    dashboard: '/superadmin/dashboard',
    users: '/superadmin/users',
    /** one customer and the timeline of the account */
    user: (id: string) => `/superadmin/users/${encodeURIComponent(id)}`,
    /** the audit log; `targetId` narrows it to one account */
    audit: '/superadmin/audit',
    auditOf: (targetId: string) => `/superadmin/audit?targetId=${encodeURIComponent(targetId)}`,
    admins: '/superadmin/admins',
    /** partner organisations: create one, link and unlink its admin accounts */
    organisations: '/superadmin/organisations',
    venues: '/superadmin/venues',
    activities: '/superadmin/activity',
    staff: '/superadmin/staff',
    prices: '/superadmin/price',
    /** schedule a price change (the Ceník) */
    priceCreate: '/superadmin/price/create',
    /** one scheduled price change */
    price: (id: string) => `/superadmin/price/${encodeURIComponent(id)}`,
    entries: '/superadmin/enter',
    trainers: '/superadmin/trainer',
    businesses: '/superadmin/business',
    requests: '/superadmin/request',
    /** one request of the inbox: its state, assignee, notes and replies */
    request: (id: string) => `/superadmin/request/${encodeURIComponent(id)}`,
    referrals: '/superadmin/referral',
    vouchers: '/superadmin/poukazy',
    categories: '/superadmin/category',
    payouts: '/superadmin/payouts',
    // the header's one search box and where its hits lead
    search: '/superadmin/search',
    searchFor: (q: string) => `/superadmin/search?q=${encodeURIComponent(q)}`,
    venue: (id: string) => `/superadmin/venues/${encodeURIComponent(id)}`,
    admin: (id: string) => `/superadmin/admins/${encodeURIComponent(id)}`,
    activity: (id: string) => `/superadmin/activity/${encodeURIComponent(id)}`,
    activityCreate: '/superadmin/activity/create',
    /** a new activity, its venue chosen already */
    activityCreateAt: (venueId: string) =>
      `/superadmin/activity/create?venueId=${encodeURIComponent(venueId)}`,
  },
  partner: {
    login: '/partner/login',
    admin: '/partner/admin',
    reception: '/partner/reception',
    superadmin: '/partner/superadmin',
  },
  staff: {
    home: '/staff',
    login: '/staff/login',
    signup: '/staff/signup',
    /** the e-mailed invitation link of a receptionist */
    signupWithToken: (token: string) => `/staff/signup?token=${encodeURIComponent(token)}`,
    enters: '/staff/enters',
    settings: '/staff/settings',
    support: '/staff/support',
  },
  trainer: {
    home: '/trainer',
    login: '/trainer/login',
    settings: '/trainer/settings',
    /** the trainer's slots of the next weeks with bookings and attendance */
    slots: '/trainer/slots',
    referral: '/trainer/referral',
    support: '/trainer/support',
    signup: '/trainer/signup',
    signupWithToken: (token: string) => `/trainer/signup?token=${encodeURIComponent(token)}`,
  },
  businessArea: {
    signIn: '/business/sign-in',
    signUp: '/business/sign-up',
    profile: '/business/profile',
  },
} as const;

/**
 * Older and second addresses of a page, keyed by the PAGES entry they lead to. The router shows the
 * page under them or sends them on to it; links always use the PAGES address.
 */
export const OLD_PAGE_ADDRESSES = {
  activities: ['/campaignActivities'],
  activityPattern: ['/aktivita/:id'],
  venuePattern: ['/venue/:id'],
  plans: ['/cenik'],
  about: ['/o-nas'],
  userTerms: ['/terms-user', '/user-term'],
  userRegister: ['/register'],
  userSaved: ['/saved'],
  userHistory: ['/history'],
} as const satisfies Record<string, readonly string[]>;

/** The query parameter of a referral link that carries the referrer's code: `/admin/register?ref=P1A2B3C4`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** The public pages worth indexing (the sitemap); account, partner and back-office areas are left out. */
export const INDEXED_PAGES: readonly string[] = [
  PAGES.home,
  PAGES.activities,
  PAGES.map,
  PAGES.venues,
  PAGES.plans,
  PAGES.paygPlus,
  PAGES.membership,
  PAGES.about,
  PAGES.contact,
  PAGES.terms,
  PAGES.userTerms,
  PAGES.business,
  PAGES.partnerSite,
];

/** `/a/:id` with `{ id: 'x' }` -> `/a/x` (router patterns of PAGES filled in). */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(params[name]!) : whole,
  );
}

/** Every address of an activity's page and of a venue's page (older addresses kept working). */
export const ACTIVITY_PAGE_PATTERNS = [
  PAGES.activityPattern,
  ...OLD_PAGE_ADDRESSES.activityPattern,
  PAGES.campaign.activityPattern,
];
export const VENUE_PAGE_PATTERNS = [PAGES.venuePattern, ...OLD_PAGE_ADDRESSES.venuePattern];

const safeDecode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The params of `pathname` under a router pattern (`/a/:id` and `/a/x/` -> { id: 'x' }), or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(actual);
    else if (part.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

/** The first param of the first pattern that matches `pathname` (an activity's or venue's id), or null. */
export function idFromPath(patterns: readonly string[], pathname: string): string | null {
  for (const pattern of patterns) {
    const params = matchPattern(pattern, pathname);
    if (params) return Object.values(params)[0] ?? null;
  }
  return null;
}

/**
 * The pages that handle the links a role receives by e-mail: verify the address, set a new
 * password, sign in, restore the old e-mail after a change. User and admin have their own pages;
 * the others use the shared ones.
 */
export function accountEmailPages(role: AccountRole): {
  verify: string;
  reset: string;
  login: string;
  restore: string;
} {
  const restore = `${PAGES.restoreEmail}?role=${role}`;
  switch (role) {
    case 'user':
    case 'admin':
      return {
        verify: PAGES[role].verifyEmail,
        reset: PAGES[role].updatePassword,
        login: PAGES[role].login,
        restore,
      };
    case 'business':
      return {
        verify: PAGES.businessArea.signIn,
        reset: `${PAGES.forgottenPassword}?role=business`,
        login: PAGES.businessArea.signIn,
        restore,
      };
    default:
      return {
        verify: PAGES.signIn,
        reset: `${PAGES.forgottenPassword}?role=${role}`,
        login: PAGES[role].login,
        restore,
      };
  }
}
