import { type ComponentProps, lazy, Suspense } from 'react';
import { t } from '../../shared/i18n/index.ts';
import type { ActivityReviews } from './ActivityReviews.tsx';
import type { BuyEntry } from './BuyEntry.tsx';
import type { StickyBuyBar } from './StickyBuyBar.tsx';

// The activity detail's parts that a visitor meets after its first screen: the signed-in buy panel (with the
// card modal, the waitlist and the friend places behind it), the bar a chosen slot shows and the reviews below.
// Their code loads when they first render, so a phone opening the page waits only for what draws its first screen.
const BuyEntryCode = lazy(() => import('./BuyEntry.tsx').then((m) => ({ default: m.BuyEntry })));
const StickyBuyBarCode = lazy(() => import('./StickyBuyBar.tsx').then((m) => ({ default: m.StickyBuyBar })));
const ActivityReviewsCode = lazy(() =>
  import('./ActivityReviews.tsx').then((m) => ({ default: m.ActivityReviews })),
);

/** The buy panel; while its code loads, the buy button it starts with, not yet usable. */
export function LazyBuyEntry(props: ComponentProps<typeof BuyEntry>) {
  return (
    <Suspense
      fallback={
        <button type="button" className="button button--primary button--block" disabled>
          {t('buyEntry.buy')}
        </button>
      }
    >
      <BuyEntryCode {...props} />
    </Suspense>
  );
}

export function LazyStickyBuyBar(props: ComponentProps<typeof StickyBuyBar>) {
  return (
    <Suspense fallback={null}>
      <StickyBuyBarCode {...props} />
    </Suspense>
  );
}

export function LazyActivityReviews(props: ComponentProps<typeof ActivityReviews>) {
  return (
    <Suspense fallback={null}>
      <ActivityReviewsCode {...props} />
    </Suspense>
  );
}
