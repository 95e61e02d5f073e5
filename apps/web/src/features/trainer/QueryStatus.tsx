import { t } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/forms.tsx';

/** Loading and error states of one of the trainer's queries (with a retry). */
export function QueryStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  if (query.isPending) return <p role="status">{t('form.loading')}</p>;
  if (!query.isError) return null;
  return (
    <div className="area-card" role="alert">
      <p>{t('trainerArea.loadError')}</p>
      <Button variant="secondary" onClick={() => query.refetch()}>
        {t('trainerArea.retry')}
      </Button>
    </div>
  );
}
