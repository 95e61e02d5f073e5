import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';

/** Small building blocks of the back office's pages. */

/** Loading and error states of a list. */
export function ListState({
  isPending,
  isError,
  error,
  retry,
}: {
  isPending: boolean;
  isError: boolean;
  error: string;
  retry: () => void;
}) {
  if (isPending) return <p role="status">{t('form.loading')}</p>;
  if (isError)
    return (
      <Alert tone="error">
        {error}{' '}
        <Button variant="link" onClick={retry}>
          {t('boUsers.retry')}
        </Button>
      </Alert>
    );
  return null;
}

export const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const dateOnly = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium' });
