import { t } from '../i18n/index.ts';
import { Alert, Button } from './forms.tsx';

/** Loading and error states of a page's main query; `error` says what could not be loaded. */
export function QueryState({
  isPending,
  isError,
  retry,
  error,
}: {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  error: string;
}) {
  if (isPending) return <p role="status">{t('form.loading')}</p>;
  if (isError)
    return (
      <Alert tone="error">
        {error}{' '}
        <Button variant="link" onClick={retry}>
          {t('form.retry')}
        </Button>
      </Alert>
    );
  return null;
}
