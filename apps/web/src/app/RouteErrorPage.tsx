import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { t } from '../shared/i18n/index.ts';
import { NotFoundPage } from '../shared/ui/NotFoundPage.tsx';
import { useDocumentTitle } from '../shared/ui/useDocumentTitle.ts';

/** Shown when a route fails to load or render. A 404 response shows the 404 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(t(notFound ? 'notFound.title' : 'error.title'));
  if (notFound) return <NotFoundPage />;
  console.error(error);
  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="status-page__text">{t('error.text')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link className="button button--secondary" to="/" reloadDocument>
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}
