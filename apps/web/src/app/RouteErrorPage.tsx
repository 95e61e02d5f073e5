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
  { failed: boolean; at: string }
> {
  override state = { failed: false, at: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { at: string }) {
    return props.resetKey === state.at ? null : { failed: false, at: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
