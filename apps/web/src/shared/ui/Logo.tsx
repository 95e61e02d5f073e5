import { Link } from 'react-router';
import { t } from '../i18n/index.ts';

/** The brand logo, a link to the home page. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link className={`logo${className ? ` ${className}` : ''}`} to="/" aria-label={t('app.homeLink')}>
      <span className="logo__mark" aria-hidden="true">
        C
      </span>
      <span>{t('app.name')}</span>
    </Link>
  );
}
