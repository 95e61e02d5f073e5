import type { Review } from '@champions/contract';
import { type ReactNode, useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatSlot } from '../../shared/public-ui/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { useActivityReviews } from './queries.ts';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={t('reviews.starsOf', { count: rating })}>
      {'★'.repeat(rating)}
      <span className="stars__off">{'☆'.repeat(5 - rating)}</span>
    </span>
  );
}

/** One review with the partner's reply; `action` is the partner's reply form. */
export function ReviewItem({ review, action }: { review: Review; action?: ReactNode }) {
  return (
    <li className="review" data-testid="review">
      <p className="review__head">
        <Stars rating={review.rating} /> <strong>{review.authorName}</strong>{' '}
        <span className="review__date">{formatSlot(review.createdAt)}</span>
      </p>
      {review.text && <p className="review__text">{review.text}</p>}
      {review.reply && (
        <p className="review__reply">
          <strong>{t('reviews.partnerReply')}</strong> {review.reply}
        </p>
      )}
      {action}
    </li>
  );
}

/** The activity detail's verified reviews: the average, the count and the reviews, paginated. */
export function ActivityReviews({
  activityId,
  scope = 'public',
  renderAction,
}: {
  activityId: string;
  /** whose list: the public one, or the partner's (also unpublished activities) */
  scope?: 'public' | 'admin';
  renderAction?: (review: Review) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const reviews = useActivityReviews(activityId, page, scope);
  const data = reviews.data;
  return (
    <section className="detail__section reviews" aria-labelledby={`reviews-${activityId}`}>
      <h2 id={`reviews-${activityId}`}>{t('reviews.title')}</h2>
      {reviews.isPending && <p role="status">{t('form.loading')}</p>}
      {reviews.isError && <Alert tone="error">{t('reviews.loadError')}</Alert>}
      {data && data.count === 0 && <p className="detail__empty">{t('reviews.empty')}</p>}
      {data && data.count > 0 && (
        <>
          <p className="reviews__summary" data-testid="reviews-summary">
            <Stars rating={Math.round(data.average ?? 0)} />{' '}
            {t('reviews.summary', {
              average: (data.average ?? 0).toLocaleString(locale()),
              count: data.count,
            })}
          </p>
          <p className="field__hint">{t('reviews.verified')}</p>
          <ul className="reviews__list" aria-busy={reviews.isFetching}>
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} action={renderAction?.(review)} />
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
            label={t('reviews.pagination')}
          />
        </>
      )}
    </section>
  );
}
