import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../../../shared/i18n/index.ts';
import { usePageMeta } from '../../../shared/public-ui/index.ts';

/** The detail page's frame while it loads: the hero at its final height, then the heading lines. */
export function DetailSkeleton() {
  return (
    <div className="detail page-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('list.loading')}
      </p>
      <div className="detail__hero">
        <div className="detail__image skeleton skeleton--hero" />
      </div>
      <div className="container detail__layout">
        <div className="detail__main">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line skeleton--wide" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    </div>
  );
}

export function DetailError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  usePageMeta({
    title: notFound ? t('detail.notFoundTitle') : t('detail.errorTitle'),
    description: t('list.description'),
  });
  return (
    <section className="status-page" aria-labelledby="detail-error-title">
      <h1 id="detail-error-title">{notFound ? t('detail.notFoundTitle') : t('detail.errorTitle')}</h1>
      <p className="status-page__text">{notFound ? t('detail.notFoundText') : t('detail.errorText')}</p>
      <div className="button-row">
        {!notFound && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('list.retry')}
          </button>
        )}
        <Link className="button button--secondary" to={PAGES.activities}>
          {t('detail.back')}
        </Link>
      </div>
    </section>
  );
}
