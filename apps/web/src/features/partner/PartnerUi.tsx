import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';

/** Loading and error states of a dashboard's main query. */
export function QueryState({
  isPending,
  isError,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
}) {
  if (isPending) return <p role="status">{t('form.loading')}</p>;
  if (isError)
    return (
      <Alert tone="error">
        {t('partnerOrg.loadError')}{' '}
        <Button variant="link" onClick={retry}>
          {t('partnerOrg.retry')}
        </Button>
      </Alert>
    );
  return null;
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
    average: rating.average.toLocaleString('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    n: rating.count,
  });
}
