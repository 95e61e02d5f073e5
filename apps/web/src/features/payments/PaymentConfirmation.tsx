import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ConfirmationDetail {
  label: string;
  value: string;
}

interface PaymentConfirmationProps {
  /** what is now the customer's: "Hotovo, vstup máte!", "Členství je aktivní do 4. ledna 2027" */
  title: string;
  /** what, when, where, what was paid and how */
  details?: ConfirmationDetail[];
  /** what to do next (e.g. show the QR code at the desk) */
  text?: string;
  /** the next steps: "Otevřít kartu", "Do kalendáře", … */
  actions: ReactNode;
  testId?: string;
  /** false where it shows with the page (an entry bought before), not after a payment */
  focusOnShow?: boolean;
  /** the tick before the heading (off where the title carries its own) */
  tick?: boolean;
}

/**
 * The one confirmation every payment ends on (an entry by credits, one tap or the card modal; a plan;
 * a company seat): a heading that says what the customer now has, the details, and the next steps.
 * Focus moves to the heading when it shows, so a screen reader reads it and the keyboard goes on
 * from there.
 */
export function PaymentConfirmation({
  title,
  details = [],
  text,
  actions,
  testId,
  focusOnShow = true,
  tick = true,
}: PaymentConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.focus({ preventScroll: true });
    // the whole confirmation in view, with its next steps, not only its first line
    sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focusOnShow]);
  return (
    <section ref={sectionRef} className="pay-confirmation" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pay-confirmation__title">
        {tick && (
          <>
            <span className="pay-confirmation__tick" aria-hidden="true">
              ✓
            </span>{' '}
          </>
        )}
        {title}
      </h2>
      {details.length > 0 && (
        <dl className="pay-confirmation__details">
          {details.map((detail) => (
            <div key={detail.label} className="pay-confirmation__row">
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {text && <p className="pay-confirmation__text">{text}</p>}
      <div className="button-row pay-confirmation__actions">{actions}</div>
    </section>
  );
}
