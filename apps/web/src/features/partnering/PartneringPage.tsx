import type { CreateRequestBody } from '@champions/contract';
import { BRAND, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { usePageMeta } from '../../shared/public-ui/index.ts';
import { RequestForm } from '../requests/index.ts';
import './partnering.css';

type Audience = 'business' | 'partner' | 'activity' | 'crowdfunding';

const KIND: Record<Audience, CreateRequestBody['kind']> = {
  business: 'business',
  partner: 'partner',
  activity: 'activity',
  crowdfunding: 'crowdfunding',
};

/** Where each audience can sign up by itself (the form is for everything else). */
const SIGN_UP: Partial<Record<Audience, { to: string; label: MessageKey }>> = {
  business: { to: PAGES.businessArea.signUp, label: 'partnering.business.signUp' },
  partner: { to: PAGES.admin.register, label: 'partnering.partner.signUp' },
};

/** Where an audience with its own area signs in (the business landing leads to both). */
const SIGN_IN: Partial<Record<Audience, { to: string; label: MessageKey }>> = {
  business: { to: PAGES.businessArea.signIn, label: 'partnering.business.signIn' },
};

const key = (audience: Audience, name: string) => `partnering.${audience}.${name}` as MessageKey;

/**
 * Partner, business, new-activity and crowdfunding pages: what we offer, and a form that creates a
 * request the back office sees. Several routes share one audience's texts.
 */
export function PartneringPage({ audience }: { audience: Audience }) {
  const values = { product: BRAND.product, membership: BRAND.membership };
  usePageMeta({ title: t(key(audience, 'title')), description: t(key(audience, 'lead'), values) });
  const signUp = SIGN_UP[audience];
  const signIn = SIGN_IN[audience];
  return (
    <div className="partnering">
      <section className="hero" aria-labelledby="partnering-title">
        <div className="container">
          <p className="hero__eyebrow">{t(key(audience, 'eyebrow'))}</p>
          <h1 id="partnering-title" className="hero__title">
            {t(key(audience, 'headline'), values)}
          </h1>
          <p className="hero__lead">{t(key(audience, 'lead'), values)}</p>
          <div className="button-row">
            <a className="button button--accent" href="#request-form">
              {t(key(audience, 'formCta'))}
            </a>
            {signUp && (
              <Link className="button button--secondary button--on-dark" to={signUp.to}>
                {t(signUp.label)}
              </Link>
            )}
            {signIn && (
              <Link className="button button--secondary button--on-dark" to={signIn.to}>
                {t(signIn.label)}
              </Link>
            )}
          </div>
        </div>
      </section>
      <section className="section container" aria-labelledby="partnering-benefits">
        <h2 id="partnering-benefits" className="section__title">
          {t(key(audience, 'benefitsTitle'))}
        </h2>
        <ul className="feature-grid">
          {[1, 2, 3].map((n) => (
            <li key={n} className="feature">
              <h3>{t(key(audience, `b${n}Title`), values)}</h3>
              <p>{t(key(audience, `b${n}Text`), values)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        id="request-form"
        className="section container partnering__form"
        aria-labelledby="partnering-form"
      >
        <div>
          <h2 id="partnering-form">{t(key(audience, 'formTitle'))}</h2>
          <p className="page__lead">{t(key(audience, 'formLead'))}</p>
        </div>
        <RequestForm
          kind={KIND[audience]}
          withCompany={audience !== 'crowdfunding'}
          messageLabel={t(key(audience, 'messageLabel'))}
        />
      </section>
    </div>
  );
}
