import { PAGES } from '@champions/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { ActivityCard } from '../../shared/public-ui/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useRemoveSaved, useSaved } from './queries.ts';
import './entries.css';

/** /user/saved: the activities the user saved with the heart, with remove. */
export function SavedPage() {
  const saved = useSaved();
  const remove = useRemoveSaved();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AreaPage title={t('saved.title')} lead={t('saved.lead')}>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      {saved.isPending && <p role="status">{t('form.loading')}</p>}
      {saved.isError && <Alert tone="error">{t('saved.loadError')}</Alert>}
      {saved.data && saved.data.activities.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{t('saved.empty')}</p>
          <p>{t('saved.emptyHint')}</p>
          <Link className="button button--primary" to={PAGES.activities}>
            {t('saved.browse')}
          </Link>
        </div>
      )}
      {saved.data && saved.data.activities.length > 0 && (
        <ul className="saved-grid">
          {saved.data.activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard
                activity={activity}
                headingLevel={2}
                action={
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={t('saved.removeLabel', { name: activity.name })}
                    loading={remove.isPending && remove.variables === activity.id}
                    onClick={async () => {
                      await remove.mutateAsync(activity.id);
                      setNotice(t('saved.removed', { name: activity.name }));
                    }}
                  >
                    {t('saved.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </AreaPage>
  );
}
