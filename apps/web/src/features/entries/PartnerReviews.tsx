import type { Review } from '@champions/contract';
import { REVIEW_RULES } from '@champions/domain';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { ActivityReviews } from './ActivityReviews.tsx';
import { useReplyToReview } from './queries.ts';
import './entries.css';

function ReplyForm({ review }: { review: Review }) {
  const reply = useReplyToReview();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const fieldId = useId();
  if (!open) {
    return (
      <Button variant="secondary" className="button--small" onClick={() => setOpen(true)}>
        {t('reviews.reply')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ reviewId: review.id, reply: text.trim() });
  };
  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="field__label">
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={fieldId}
        className="field__input review-form__text"
        rows={3}
        maxLength={REVIEW_RULES.MAX_TEXT}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {reply.isError && (
        <Alert tone="error">
          {reply.error instanceof ApiError ? reply.error.message : t('reviews.replyError')}
        </Alert>
      )}
      <Button type="submit" loading={reply.isPending} disabled={text.trim() === ''}>
        {t('reviews.replySubmit')}
      </Button>
    </form>
  );
}

/** The partner's activity page: the activity's reviews, each unanswered one with a reply form (one reply). */
export function PartnerReviews({ activityId }: { activityId: string }) {
  return (
    <ActivityReviews
      activityId={activityId}
      scope="admin"
      renderAction={(review) => (review.reply ? null : <ReplyForm review={review} />)}
    />
  );
}
