import { BRAND } from '@champions/domain';
import { accountMessages } from './cs-accounts.ts';
import { backofficeMessages } from './cs-backoffice.ts';
import { businessMessages } from './cs-business.ts';
import { catalogueMessages } from './cs-catalogue.ts';
import { dashboardMessages } from './cs-dashboard.ts';
import { entriesMessages } from './cs-entries.ts';
import { friendMessages } from './cs-friends.ts';
import { insightsMessages } from './cs-insights.ts';
import { legalMessages } from './cs-legal.ts';
import { organisationMessages } from './cs-organisation.ts';
import { partnerMessages } from './cs-partner.ts';
import { partnerApiMessages } from './cs-partner-api.ts';
import { partnerManageMessages } from './cs-partner-manage.ts';
import { paymentMessages } from './cs-payments.ts';
import { payoutMessages } from './cs-payouts.ts';
import { referralMessages } from './cs-referrals.ts';
import { refundMessages } from './cs-refunds.ts';
import { subscriptionMessages } from './cs-subscriptions.ts';
import { trainerMessages } from './cs-trainer.ts';
import { voucherMessages } from './cs-vouchers.ts';

/** Czech message catalogue: every UI string of the web app lives here. */
export const cs = {
  ...accountMessages,
  ...catalogueMessages,
  ...partnerMessages,
  ...legalMessages,
  ...entriesMessages,
  ...paymentMessages,
  ...subscriptionMessages,
  ...partnerManageMessages,
  ...partnerApiMessages,
  ...backofficeMessages,
  ...payoutMessages,
  ...dashboardMessages,
  // back-office refunds and credit notes
  ...refundMessages,
  // referral rewards
  ...referralMessages,
  ...trainerMessages,
  ...businessMessages,
  // a partner organisation's dashboards
  ...organisationMessages,
  // the partner's dashboard "Přehled"
  ...insightsMessages,
  // gift vouchers
  ...voucherMessages,
  // a friend along: places for friends
  ...friendMessages,
  app: {
    name: BRAND.product,
    titleSuffix: BRAND.product,
    defaultTitle: `${BRAND.product} – sport a pohyb po celém Česku`,
    skipToContent: 'Přeskočit na obsah',
    homeLink: `${BRAND.product} – úvodní stránka`,
  },
  header: {
    searchLabel: 'Hledat aktivity',
    searchPlaceholder: 'Hledat aktivity...',
    searchClear: 'Vymazat hledání',
    searchOpen: 'Hledat aktivity',
    searchClose: 'Zavřít hledání',
    accountLoggedIn: 'Můj účet',
    accountLoggedOut: 'Přihlásit se ke svému účtu',
    menuButton: 'Menu',
    menuClose: 'Zavřít menu',
    menuTitle: 'Menu',
    menuAccount: 'Můj účet',
    menuExplore: 'Objevujte',
  },
  menu: {
    card: 'Karta',
    history: 'Historie vstupů',
    subscription: 'Předplatné a fakturace',
    settings: 'Nastavení',
    activities: 'Aktivity',
    map: 'Mapa',
    plans: 'Plány',
    paygPlus: 'PAYG+',
    membership: BRAND.membership,
    about: 'O nás',
    contact: 'Kontakt',
    forPartners: 'Pro partnery',
    logout: 'Odhlásit se',
    register: 'Vytvořit účet',
    login: 'Přihlásit se',
  },
  footer: {
    tagline: 'Sport a pohyb po celém Česku s jedním účtem.',
    siteMap: 'Mapa webu',
    explore: 'Objevujte',
    company: BRAND.product,
    forBusiness: 'Pro firmy',
    partnerSite: 'Staňte se partnerem',
    legal: 'Právní informace',
    userTerms: 'Obchodní podmínky',
    privacy: 'Zpracování osobních údajů',
    partnerTerms: 'Podmínky pro partnery',
    withdraw: 'Odstoupit od smlouvy zde',
    voucher: 'Dárkový poukaz',
    social: 'Sledujte nás',
    facebook: 'Facebook',
    instagram: 'Instagram',
    backToTop: 'Zpět nahoru',
    copyright: `© {year} ${BRAND.product}`,
    seller: 'Provozovatel: {name}, IČO {ico}, {address}',
  },
  notFound: {
    title: 'Stránka nenalezena',
    code: 'Chyba 404',
    text: 'Tuto stránku jsme nenašli. Možná byla přesunuta, nebo je v adrese překlep.',
    home: 'Zpět na úvod',
    activities: 'Prohlédnout aktivity',
  },
  error: {
    title: 'Něco se pokazilo',
    text: 'Stránku se nepodařilo načíst. Zkuste ji prosím načíst znovu.',
    reload: 'Načíst znovu',
    home: 'Zpět na úvod',
    server: 'Na naší straně se něco pokazilo. Zkuste to prosím za chvíli znovu.',
    request: 'Požadavek se nepodařilo vyřídit (chyba {status}). Zkuste to prosím znovu.',
    network: 'Nepodařilo se spojit se serverem. Zkontrolujte připojení k internetu a zkuste to znovu.',
  },
  home: {
    title: `${BRAND.product} – sport a pohyb po celém Česku`,
    eyebrow: 'Sport a pohyb po celém Česku',
    headline: 'Cvičte, kde chcete. Plaťte, jak vám to vyhovuje.',
    lead: `Posilovny, jóga, plavání, squash i lekce s trenérem na jednom místě. Zaplaťte jednotlivý vstup, ušetřete {paygPlusPercent} % s PAYG+, nebo cvičte pravidelně s členstvím ${BRAND.membership}.`,
    ctaActivities: 'Najít aktivitu',
    ctaMembership: `Členství ${BRAND.membership}`,
    howTitle: 'Jak to funguje',
    step1Title: 'Najděte aktivitu',
    step1Text:
      'Procházejte sportoviště a lekce v seznamu nebo na mapě a vyberte si termín, který se vám hodí.',
    step2Title: 'Vyberte si, jak platit',
    step2Text: `Plaťte za jednotlivé vstupy, získejte slevu {paygPlusPercent} % s plánem PAYG+, nebo si pořiďte ${BRAND.membership}.`,
    step3Title: 'Ukažte kartu s QR kódem',
    step3Text: 'Na recepci stačí ukázat QR kód v mobilu. Žádné papírové permanentky.',
    plansTitle: 'Nevíte, co zvolit?',
    plansText:
      'Porovnejte platbu za vstup, PAYG+ a členství a vyberte si plán podle toho, jak často sportujete.',
    plansCta: 'Porovnat plány',
  },
  activities: {
    title: 'Aktivity',
    searching: 'Hledáte: „{term}“',
  },
  // the page's language: the header's switch and the account's settings
  language: {
    switchLabel: 'Jazyk stránek',
  },
  // a business's registration (features/account/RegisterPage.tsx): what the form still needs
  registerBusiness: {
    companyNameMissing: 'Zadejte název firmy.',
    companyIdMissing: 'Zadejte IČO firmy.',
    billingAddressMissing: 'Zadejte fakturační adresu firmy (ulice, město, PSČ).',
  },
  languageSettings: {
    title: 'Jazyk',
    lead: 'V jakém jazyce vám ukazujeme stránky a posíláme e-maily.',
    saveError: 'Jazyk se nepodařilo uložit k účtu. Zkuste to prosím znovu.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every catalogue (a future English one too) must have. */
export type Messages = Widen<typeof cs>;
