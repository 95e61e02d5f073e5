import { REVIEW_RULES } from '@champions/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useCreateReview } from './queries.ts';

/** Rate a scanned entry: 1–5 stars (radio buttons, keyboard friendly) and a short text. */
export function ReviewForm({ ticketId, onDone }: { ticketId: string; onDone: (message: string) => void }) {
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const textId = useId();
  const counterId = useId();
  const firstStar = useRef<HTMLInputElement>(null);
  // "Ohodnotit" disappears when the form opens: keyboard and screen-reader focus continue in the form
  useEffect(() => {
    firstStar.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setMissing(true);
      return;
    }
    try {
      await create.mutateAsync({ ticketId, body: { rating, text } });
      onDone(t('reviews.thanks'));
    } catch {
      // shown below
    }
  };

  return (
    <form className="review-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="review-form__stars">
        <legend className="field__label">{t('reviews.ratingLabel')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={`star${value <= rating ? ' is-on' : ''}`}>
            <input
              ref={value === 1 ? firstStar : undefined}
              type="radio"
              name={`rating-${ticketId}`}
              value={value}
              checked={rating === value}
              onChange={() => {
                setRating(value);
                setMissing(false);
              }}
            />
            {/* an empty star for the ones not given: the choice does not rest on colour alone */}
            <span aria-hidden="true">{value <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{t('reviews.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      {missing && <Alert tone="error">{t('reviews.pickRating')}</Alert>}
      <label htmlFor={textId} className="field__label">
        {t('reviews.textLabel')}
      </label>
      <textarea
        id={textId}
        className="field__input review-form__text"
        rows={3}
        maxLength={REVIEW_RULES.MAX_TEXT}
        aria-describedby={counterId}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={counterId} className="field__hint">
        {t('reviews.counter', { count: text.length, max: REVIEW_RULES.MAX_TEXT })}
      </p>
      {create.isError && (
        <Alert tone="error">
          {create.error instanceof ApiError ? create.error.message : t('reviews.error')}
        </Alert>
      )}
      <Button type="submit" loading={create.isPending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
