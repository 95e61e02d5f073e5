import { lazy, Suspense, useState } from 'react';
import type { CardPaymentModalProps } from './CardPaymentModal.tsx';

const CardPaymentModal = lazy(() =>
  import('./CardPaymentModal.tsx').then((m) => ({ default: m.CardPaymentModal })),
);

/**
 * The card payment modal for a page where paying is one choice among others (an activity's detail):
 * its code loads the first time it opens, not with the page, and it stays mounted after that.
 */
export function LazyCardPaymentModal(props: CardPaymentModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <CardPaymentModal {...props} />
    </Suspense>
  );
}
