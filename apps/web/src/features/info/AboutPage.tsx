import { BRAND, PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { usePageMeta, usePublicData } from '../../shared/public-ui/index.ts';

/** /about and /o-nas. */
export function AboutPage() {
  const areas = usePublicData().data?.areas ?? [];
  usePageMeta({ title: t('about.title'), description: t('about.description') });
  return (
    <article className="page container" aria-labelledby="about-title">
      <div className="prose">
        <p className="eyebrow">{BRAND.product}</p>
        <h1 id="about-title">{t('about.title')}</h1>
        <p className="page__lead">{t('about.lead')}</p>
        <p>{t('about.p1')}</p>
        <p>{t('about.p2', { membership: BRAND.membership })}</p>
      </div>
      <ul className="feature-grid section">
        <li className="feature">
          <h2>{t('about.value1Title')}</h2>
          <p>{t('about.value1Text')}</p>
        </li>
        <li className="feature">
          <h2>{t('about.value2Title')}</h2>
          <p>{t('about.value2Text')}</p>
        </li>
        <li className="feature">
          <h2>{t('about.value3Title')}</h2>
          <p>{t('about.value3Text')}</p>
        </li>
      </ul>
      {areas.length > 0 && (
        <section className="section" aria-labelledby="about-areas">
          <h2 id="about-areas">{t('about.areasTitle')}</h2>
          <ul className="chip-row">
            {areas.map((area) => (
              <li key={area.id}>
                <Link className="chip" to={PAGES.activitiesInArea(area.slug)}>
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="cta-band">
        <div>
          <h2>{t('about.contactTitle')}</h2>
          <p>{t('about.contactText')}</p>
        </div>
        <Link className="button button--primary" to={PAGES.contact}>
          {t('about.contactCta')}
        </Link>
      </div>
    </article>
  );
}
