import { PAGES } from '@champions/domain';
import { Link } from 'react-router';
import { t } from '../i18n/index.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** The Czech 404 page: unknown routes, and routes whose screen is not built yet. */
export function NotFoundPage() {
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">{t('notFound.code')}</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="status-page__text">{t('notFound.text')}</p>
      <div className="button-row">
        <Link className="button button--primary" to={PAGES.home}>
          {t('notFound.home')}
        </Link>
        <Link className="button button--secondary" to={PAGES.activities}>
          {t('notFound.activities')}
        </Link>
      </div>
    </section>
  );
}
