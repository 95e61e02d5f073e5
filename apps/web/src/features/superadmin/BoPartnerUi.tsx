import { BO_PUBLISHED_FILTERS } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { PublishedBadge } from '../admin/index.ts';
import type { FilterField } from './BoFilters.tsx';

/** Building blocks of the back office's partner screens (venues, activities, receptionists). */

/** The partner filter of a list (its options come with the list). */
export const partnerField = (partners: readonly { id: string; name: string }[]): FilterField => ({
  type: 'select',
  name: 'partnerId',
  label: t('boPartners.partnerLabel'),
  all: t('boPartners.partnerAll'),
  options: partners.map((partner) => ({ value: partner.id, label: partner.name })),
});

const PUBLISHED_LABEL = { yes: 'boPartners.publishedYes', no: 'boPartners.publishedNo' } as const;

export const publishedField = (): FilterField => ({
  type: 'select',
  name: 'published',
  label: t('boPartners.publishedLabel'),
  all: t('boPartners.publishedAll'),
  options: BO_PUBLISHED_FILTERS.map((value) => ({ value, label: t(PUBLISHED_LABEL[value]) })),
});

/** The search field of the partner screens' lists. */
export const searchField = (placeholder: string): FilterField => ({
  type: 'search',
  name: 'q',
  label: t('boPartners.searchLabel'),
  placeholder,
});

/** Publish or hide, each after a confirmation (the public catalogue changes at once; it is audited). */
export function BoPublishControl({
  name,
  published,
  onSet,
  note,
}: {
  name: string;
  published: boolean;
  onSet: (published: boolean) => Promise<unknown>;
  note?: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section className="area-card" aria-labelledby="bo-publish-title">
      <h2 id="bo-publish-title" className="area-card__title">
        {t('boPartners.publishTitle')}
      </h2>
      <p>
        <PublishedBadge published={published} />{' '}
        {published ? t('boPartners.publishedText') : t('boPartners.hiddenText')}
      </p>
      {note && <Alert tone="info">{note}</Alert>}
      {done && <Alert tone="success">{t('boPartners.changed')}</Alert>}
      <Button variant={published ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
        {published ? t('boPartners.hide') : t('boPartners.publish')}
      </Button>
      {confirming && (
        <ConfirmActionDialog
          title={t(published ? 'boPartners.hideTitle' : 'boPartners.publishConfirmTitle', { name })}
          text={t(published ? 'boPartners.hideText' : 'boPartners.publishConfirmText')}
          confirmLabel={published ? t('boPartners.hide') : t('boPartners.publish')}
          tone={published ? 'danger' : 'primary'}
          cancelLabel={t('boPartners.keep')}
          onConfirm={async () => {
            setDone(false);
            await onSet(!published);
            setDone(true);
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** Photos, read only (the partner uploads them). */
export function BoPhotos({ photos, empty }: { photos: string[]; empty: string }) {
  return (
    <section className="area-card" aria-labelledby="bo-photos-title">
      <h2 id="bo-photos-title" className="area-card__title">
        {t('boPartners.photosTitle')}
      </h2>
      {photos.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="bo-photos">
          {photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('boPartners.photoAlt', { n: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
