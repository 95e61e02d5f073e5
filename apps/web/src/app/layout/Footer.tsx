import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { SOCIAL_LINKS } from '../../shared/config.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { useSeller } from '../../shared/public-ui/index.ts';
import { ArrowUpIcon, FacebookIcon, InstagramIcon } from '../../shared/ui/icons.tsx';

interface FooterColumn {
  title: MessageKey;
  links: { to: string; label: MessageKey }[];
}

const COLUMNS: FooterColumn[] = [
  {
    title: 'footer.explore',
    links: [
      { to: PAGES.activities, label: 'menu.activities' },
      { to: PAGES.map, label: 'menu.map' },
      { to: PAGES.plans, label: 'menu.plans' },
      { to: PAGES.paygPlus, label: 'menu.paygPlus' },
      { to: PAGES.membership, label: 'menu.membership' },
      { to: PAGES.voucher, label: 'footer.voucher' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: PAGES.about, label: 'menu.about' },
      { to: PAGES.contact, label: 'menu.contact' },
      { to: PAGES.business, label: 'footer.forBusiness' },
      { to: PAGES.partnerSite, label: 'footer.partnerSite' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: PAGES.userTerms, label: 'footer.userTerms' },
      { to: PAGES.privacy, label: 'footer.privacy' },
      { to: PAGES.terms, label: 'footer.partnerTerms' },
      // Directive 2023/2673: a visible withdrawal function (subscriptions, §1829)
      { to: `${PAGES.user.subscription}?action=withdraw`, label: 'footer.withdraw' },
    ],
  },
];

function backToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  document.getElementById('top')?.focus({ preventScroll: true });
}

/** The public footer: site map, legal links, social links and back-to-top (SPEC "Layout rules"). */
export function Footer() {
  const seller = useSeller();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link className="logo" to="/" aria-label={t('app.homeLink')}>
              <span className="logo__mark" aria-hidden="true">
                C
              </span>
              <span>{t('app.name')}</span>
            </Link>
            <p className="site-footer__tagline">{t('footer.tagline')}</p>
            <p className="visually-hidden" id="footer-social">
              {t('footer.social')}
            </p>
            <ul className="social-links site-footer__list" aria-labelledby="footer-social">
              <li>
                <a
                  href={SOCIAL_LINKS.facebook}
                  aria-label={t('footer.facebook')}
                  rel="noopener"
                  target="_blank"
                >
                  <FacebookIcon width={20} height={20} />
                </a>
              </li>
              <li>
                <a
                  href={SOCIAL_LINKS.instagram}
                  aria-label={t('footer.instagram')}
                  rel="noopener"
                  target="_blank"
                >
                  <InstagramIcon width={20} height={20} />
                </a>
              </li>
            </ul>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="site-footer__heading">{t(column.title)}</h2>
              <ul className="site-footer__list">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="site-footer__bottom">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p className="site-footer__seller">{seller.data && t('footer.seller', seller.data)}</p>
          <button type="button" className="back-to-top" onClick={backToTop}>
            <ArrowUpIcon width={18} height={18} />
            {t('footer.backToTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}
