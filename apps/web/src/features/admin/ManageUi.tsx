import { crownsToMinor } from '@champions/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { ConfirmActionDialog } from '../../shared/ui/ConfirmActionDialog.tsx';
import { Alert, Button, FormError } from '../../shared/ui/forms.tsx';
import { QueryState as SharedQueryState } from '../../shared/ui/QueryState.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';

export { SelectField, TextAreaField } from '../../shared/ui/fields.tsx';

import { type PhotoOwner, useDeletePhoto, usePublish, useUploadPhoto } from './manageQueries.ts';

/** Loading and error states of a page's main query. */
export function QueryState(props: { isPending: boolean; isError: boolean; retry: () => void }) {
  return <SharedQueryState {...props} error={t('adminManage.loadError')} />;
}

/** "Zveřejněno" / "Skryto" badge. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span className={`manage-badge${published ? ' manage-badge--on' : ''}`}>
      {published ? t('adminManage.published') : t('adminManage.hidden')}
    </span>
  );
}

/** Publish or hide a venue or activity; hiding asks first, because customers stop seeing it. */
export function PublishControl({
  kind,
  id,
  published,
  name,
  blockedReason,
}: {
  kind: PhotoOwner;
  id: string;
  published: boolean;
  name: string;
  blockedReason?: string | null;
}) {
  const publish = usePublish(kind);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = async (value: boolean) => {
    setError(null);
    try {
      await publish.mutateAsync({ id, published: value });
    } catch (failure) {
      setError(submitErrorMessage(failure));
    }
  };
  return (
    <section className="area-card manage-publish" aria-labelledby={`publish-${id}`}>
      <h2 id={`publish-${id}`} className="area-card__title">
        {t('adminManage.publishTitle')}
      </h2>
      <p>
        <PublishedBadge published={published} />{' '}
        {published ? t('adminManage.publishedText') : t('adminManage.hiddenText')}
      </p>
      {blockedReason && !published && <Alert tone="info">{blockedReason}</Alert>}
      <FormError message={error} />
      {published ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('adminManage.hide')}
        </Button>
      ) : (
        <Button loading={publish.isPending} onClick={() => set(true)}>
          {t('adminManage.publish')}
        </Button>
      )}
      {confirming && (
        <ConfirmActionDialog
          title={t('adminManage.hideTitle', { name })}
          text={t('adminManage.hideText')}
          confirmLabel={t('adminManage.hide')}
          onConfirm={() => publish.mutateAsync({ id, published: false })}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** Photos of a venue or activity: upload (resized by the server), preview, remove with confirmation. */
export function PhotoManager({
  kind,
  id,
  photos,
}: {
  kind: PhotoOwner;
  id: string;
  photos: readonly string[];
}) {
  const upload = useUploadPhoto(kind);
  const remove = useDeletePhoto(kind);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const inputId = useId();
  const onFiles = async (files: FileList | null) => {
    setError(null);
    for (const file of Array.from(files ?? [])) {
      try {
        await upload.mutateAsync({ id, file });
      } catch (failure) {
        setError(submitErrorMessage(failure));
        break;
      }
    }
    if (input.current) input.current.value = '';
  };
  return (
    <section className="area-card" aria-labelledby={`photos-${id}`}>
      <h2 id={`photos-${id}`} className="area-card__title">
        {t('adminManage.photosTitle')}
      </h2>
      <p className="field__hint">{t('adminManage.photosHint')}</p>
      <FormError message={error} />
      {photos.length === 0 ? (
        <p>{t('adminManage.photosEmpty')}</p>
      ) : (
        <ul className="manage-photos">
          {photos.map((url, index) => (
            <li key={url} className="manage-photos__item">
              <img src={url} alt={t('adminManage.photoAlt', { n: index + 1 })} loading="lazy" />
              <Button
                variant="secondary"
                className="button--small"
                aria-label={t('adminManage.photoRemoveLabel', { n: index + 1 })}
                onClick={() => setRemoving(url)}
              >
                {t('adminManage.photoRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <label className="button button--secondary manage-upload" htmlFor={inputId}>
        {upload.isPending ? t('adminManage.photoUploading') : t('adminManage.photoAdd')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(event) => void onFiles(event.currentTarget.files)}
      />
      {removing && (
        <ConfirmActionDialog
          title={t('adminManage.photoRemoveTitle')}
          text={t('adminManage.photoRemoveText')}
          confirmLabel={t('adminManage.photoRemove')}
          onConfirm={() => remove.mutateAsync({ id, url: removing })}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

/** A link styled as a button. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link className={`button button--${variant}`} to={to}>
      {children}
    </Link>
  );
}

export const czk = (minor: number) => formatCzk(minor);

/** '249,50' or '249' (Kč, as typed) to haléře; NaN when it is not a number. */
export function parseCrowns(value: string): number {
  const normalized = value.replace(/\s/g, '').replace(',', '.');
  if (normalized === '' || !/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return crownsToMinor(Number(normalized));
}

/** Haléře as typed in a crowns input: 24950 → '249,50', 25000 → '250'. */
export function crownsInput(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2).replace('.', ',');
}

/** An optional whole number as typed: '' → null (not set), anything else → a number (the schema checks it). */
export function optionalCount(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}
