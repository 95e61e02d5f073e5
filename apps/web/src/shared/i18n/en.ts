import { BRAND } from '@champions/domain';
import type { cs, Messages } from './cs.ts';
import { accountMessagesEn } from './en-accounts.ts';
import { backofficeMessagesEn } from './en-backoffice.ts';
import { businessMessagesEn } from './en-business.ts';
import { catalogueMessagesEn } from './en-catalogue.ts';
import { dashboardMessagesEn } from './en-dashboard.ts';
import { entriesMessagesEn } from './en-entries.ts';
import { friendMessagesEn } from './en-friends.ts';
import { insightsMessagesEn } from './en-insights.ts';
import { legalMessagesEn } from './en-legal.ts';
import { organisationMessagesEn } from './en-organisation.ts';
import { partnerMessagesEn } from './en-partner.ts';
import { partnerApiMessagesEn } from './en-partner-api.ts';
import { partnerManageMessagesEn } from './en-partner-manage.ts';
import { paymentMessagesEn } from './en-payments.ts';
import { payoutMessagesEn } from './en-payouts.ts';
import { referralMessagesEn } from './en-referrals.ts';
import { refundMessagesEn } from './en-refunds.ts';
import { subscriptionMessagesEn } from './en-subscriptions.ts';
import { trainerMessagesEn } from './en-trainer.ts';
import { voucherMessagesEn } from './en-vouchers.ts';
import type { Translation } from './translation.ts';

type OwnParts = Pick<
  typeof cs,
  | 'app'
  | 'header'
  | 'menu'
  | 'footer'
  | 'notFound'
  | 'error'
  | 'home'
  | 'activities'
  | 'language'
  | 'languageSettings'
  | 'registerBusiness'
>;

/** The texts cs.ts holds itself (the shell, the home page), in English. */
const shellMessagesEn: Translation<OwnParts> = {
  app: {
    name: BRAND.product,
    titleSuffix: BRAND.product,
    defaultTitle: `${BRAND.product} – sport and exercise all over Czechia`,
    skipToContent: 'Skip to content',
    homeLink: `${BRAND.product} – home page`,
  },
  header: {
    searchLabel: 'Search activities',
    searchPlaceholder: 'Search activities...',
    searchClear: 'Clear the search',
    searchOpen: 'Search activities',
    searchClose: 'Close the search',
    accountLoggedIn: 'My account',
    accountLoggedOut: 'Sign in to your account',
    menuButton: 'Menu',
    menuClose: 'Close the menu',
    menuTitle: 'Menu',
    menuAccount: 'My account',
    menuExplore: 'Explore',
  },
  menu: {
    card: 'Card',
    history: 'Entry history',
    subscription: 'Subscription and billing',
    settings: 'Settings',
    activities: 'Activities',
    map: 'Map',
    plans: 'Plans',
    paygPlus: 'PAYG+',
    membership: BRAND.membership,
    about: 'About us',
    contact: 'Contact',
    forPartners: 'For partners',
    logout: 'Sign out',
    register: 'Create an account',
    login: 'Sign in',
  },
  footer: {
    tagline: 'Sport and exercise all over Czechia with one account.',
    siteMap: 'Site map',
    explore: 'Explore',
    company: BRAND.product,
    forBusiness: 'For companies',
    partnerSite: 'Become a partner',
    legal: 'Legal information',
    userTerms: 'Terms and conditions',
    privacy: 'Personal data processing',
    partnerTerms: 'Terms for partners',
    withdraw: 'Withdraw from the contract here',
    voucher: 'Gift voucher',
    social: 'Follow us',
    facebook: 'Facebook',
    instagram: 'Instagram',
    backToTop: 'Back to top',
    copyright: `© {year} ${BRAND.product}`,
    seller: 'Operator: {name}, company ID {ico}, {address}',
  },
  notFound: {
    title: 'Page not found',
    code: 'Error 404',
    text: 'We could not find this page. It may have moved, or there is a typo in the address.',
    home: 'Back to the home page',
    activities: 'Browse activities',
  },
  error: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Please try loading it again.',
    reload: 'Load again',
    home: 'Back to the home page',
    server: 'Something went wrong on our side. Please try again in a moment.',
    request: 'The request could not be completed (error {status}). Please try again.',
    network: 'Could not reach the server. Check your internet connection and try again.',
  },
  home: {
    title: `${BRAND.product} – sport and exercise all over Czechia`,
    eyebrow: 'Sport and exercise all over Czechia',
    headline: 'Work out where you like. Pay the way that suits you.',
    lead: `Gyms, yoga, swimming, squash and classes with a trainer in one place. Pay for a single entry, save {paygPlusPercent} % with PAYG+, or train regularly with the ${BRAND.membership} membership.`,
    ctaActivities: 'Find an activity',
    ctaMembership: `${BRAND.membership} membership`,
    howTitle: 'How it works',
    step1Title: 'Find an activity',
    step1Text: 'Browse venues and classes in the list or on the map and pick a time that suits you.',
    step2Title: 'Choose how to pay',
    step2Text: `Pay for single entries, get {paygPlusPercent} % off with the PAYG+ plan, or get ${BRAND.membership}.`,
    step3Title: 'Show your card with the QR code',
    step3Text: 'At the reception, just show the QR code on your phone. No paper passes.',
    plansTitle: 'Not sure what to choose?',
    plansText:
      'Compare paying per entry, PAYG+ and the membership, and pick a plan by how often you do sport.',
    plansCta: 'Compare plans',
  },
  activities: {
    title: 'Activities',
    searching: 'Searching for: “{term}”',
  },
  language: {
    switchLabel: 'Language of the pages',
  },
  registerBusiness: {
    companyNameMissing: 'Enter the company’s name.',
    companyIdMissing: 'Enter the company’s ID number (IČO).',
    billingAddressMissing: 'Enter the company’s billing address (street, city, postcode).',
  },
  languageSettings: {
    title: 'Language',
    lead: 'The language of the pages we show you and of the e-mails we send you.',
    saveError: 'The language could not be saved to your account. Please try again.',
  },
};

/**
 * The English message catalogue: the same keys as the Czech one (`Messages`), from the en-*.ts parts
 * (each the translation of its cs-*.ts part), in the order of cs.ts.
 */
export const en: Messages = {
  ...accountMessagesEn,
  ...catalogueMessagesEn,
  ...partnerMessagesEn,
  ...legalMessagesEn,
  ...entriesMessagesEn,
  ...paymentMessagesEn,
  ...subscriptionMessagesEn,
  ...partnerManageMessagesEn,
  ...partnerApiMessagesEn,
  ...backofficeMessagesEn,
  ...payoutMessagesEn,
  ...dashboardMessagesEn,
  ...refundMessagesEn,
  ...referralMessagesEn,
  ...trainerMessagesEn,
  ...businessMessagesEn,
  ...organisationMessagesEn,
  ...insightsMessagesEn,
  ...voucherMessagesEn,
  ...friendMessagesEn,
  ...shellMessagesEn,
};
