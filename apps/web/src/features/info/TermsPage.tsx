import { BRAND, CONSTANTS, crownsToMinor, formatCzk } from '@champions/domain';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { usePageMeta } from '../public/index.ts';

type Section = { title: MessageKey; paragraphs: MessageKey[] };

const czk = (crowns: number) => formatCzk(crownsToMinor(crowns));

/** Numbers the terms quote, all from the domain's constants (one place to change them). */
const TERMS_VALUES = {
  product: BRAND.product,
  membership: BRAND.membership,
  days: CONSTANTS.PERIOD_DAYS,
  periods: CONSTANTS.PERIODS_PER_YEAR,
  weeks: CONSTANTS.YEAR_WEEKS,
  flexible: czk(CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS),
  paygPlus: czk(CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS),
  notice: CONSTANTS.FLEXIBLE_CANCEL_NOTICE_HOURS,
  fee: czk(CONSTANTS.CATCH_UP_FEE_PER_PERIOD_CROWNS),
  reactivation: CONSTANTS.REACTIVATION_WINDOW_DAYS,
  expiry: CONSTANTS.ENTRY_EXPIRY_DAYS,
  changes: CONSTANTS.TERMS_CHANGE_NOTICE_DAYS,
  reminder: CONSTANTS.YEAR_END_REMINDER_WEEKS,
  minimum: formatCzk(CONSTANTS.MIN_CARD_CHARGE_MINOR),
  code: BRAND.promoCode,
  promoWeeks: (CONSTANTS.PROMO_FREE_PERIODS * CONSTANTS.PERIOD_DAYS) / 7,
  perDay: CONSTANTS.COVERED_ENTRIES_PER_DAY,
};

const USER_SECTIONS: Section[] = [
  { title: 'userTerms.s1', paragraphs: ['userTerms.s1p1', 'userTerms.s1p2'] },
  { title: 'userTerms.s2', paragraphs: ['userTerms.s2p1', 'userTerms.s2p2', 'userTerms.s2p3'] },
  {
    title: 'userTerms.s3',
    paragraphs: ['userTerms.s3p1', 'userTerms.s3p2', 'userTerms.s3p3', 'userTerms.s3p4'],
  },
  { title: 'userTerms.s4', paragraphs: ['userTerms.s4p1', 'userTerms.s4p2', 'userTerms.s4p3'] },
  { title: 'userTerms.s5', paragraphs: ['userTerms.s5p1', 'userTerms.s5p2'] },
  { title: 'userTerms.s6', paragraphs: ['userTerms.s6p1', 'userTerms.s6p2', 'userTerms.s6p3'] },
  { title: 'userTerms.s7', paragraphs: ['userTerms.s7p1'] },
];

const PARTNER_SECTIONS: Section[] = [
  { title: 'partnerTerms.s1', paragraphs: ['partnerTerms.s1p1'] },
  { title: 'partnerTerms.s2', paragraphs: ['partnerTerms.s2p1', 'partnerTerms.s2p2'] },
  { title: 'partnerTerms.s3', paragraphs: ['partnerTerms.s3p1', 'partnerTerms.s3p2'] },
  { title: 'partnerTerms.s4', paragraphs: ['partnerTerms.s4p1'] },
  { title: 'partnerTerms.s5', paragraphs: ['partnerTerms.s5p1'] },
];

function Terms({ title, lead, sections }: { title: MessageKey; lead: MessageKey; sections: Section[] }) {
  usePageMeta({ title: t(title), description: t(lead, TERMS_VALUES) });
  return (
    <article className="page container prose" aria-labelledby="terms-title">
      <h1 id="terms-title">{t(title)}</h1>
      <p className="page__lead">{t(lead, TERMS_VALUES)}</p>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`terms-${index}`}>
          <h2 id={`terms-${index}`}>
            {index + 1}. {t(section.title)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(paragraph, TERMS_VALUES)}</p>
          ))}
        </section>
      ))}
      <p className="terms__updated">{t('userTerms.updated')}</p>
      <p>
        <Link to="/contact">{t('userTerms.questions')}</Link>
      </p>
    </article>
  );
}

/** /user-terms, /terms-user, /user-term and /privacy: terms of use and personal data. */
export function UserTermsPage() {
  return <Terms title="userTerms.title" lead="userTerms.lead" sections={USER_SECTIONS} />;
}

/** /terms: terms for partners (venues). */
export function PartnerTermsPage() {
  return <Terms title="partnerTerms.title" lead="partnerTerms.lead" sections={PARTNER_SECTIONS} />;
}
