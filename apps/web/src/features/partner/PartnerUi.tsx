import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { QueryState as SharedQueryState } from '../../shared/ui/QueryState.tsx';

/** Loading and error states of a page's main query. */
export function QueryState(props: { isPending: boolean; isError: boolean; retry: () => void }) {
  return <SharedQueryState {...props} error={t('partnerOrg.loadError')} />;
}

/** One figure of a summary. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="org-stat">
      <p className="org-stat__label">{label}</p>
      <p className="org-stat__value">{value}</p>
    </div>
  );
}

/** "4,5 z 5 (12 hodnocení)" or "Bez hodnocení". */
export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return t('partnerOrg.ratingNone');
  return t('partnerOrg.ratingValue', {
    average: rating.average.toLocaleString(locale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    n: rating.count,
  });
}
