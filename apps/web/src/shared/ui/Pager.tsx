import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';

/** Previous / "Strana X z Y" / next under a paged list (shown only when there is more than one page). */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.previous')}
      </Button>
      <span>{t('history.page', { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('history.next')}
      </Button>
    </nav>
  );
}
