import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../shared/i18n/index.ts';
import { useDocumentTitle } from '../shared/ui/useDocumentTitle.ts';

/** Shown when a page fails to load (e.g. its code after a new release) or to render. */
export function RouteErrorPage() {
  useDocumentTitle(t('error.title'));
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

/**
 * Catches what a page throws and shows the error page in its place (the header stays usable); a new
 * address (`resetKey`) tries again.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <RouteErrorPage />;
    return this.props.children;
  }
}
