import { useId, useState } from 'react';

/** An accessible FAQ accordion: each question is a button that shows or hides its answer. */
export function Faq({ items }: { items: readonly { question: string; answer: string }[] }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className="faq__item">
            <h3 className="faq__question">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <section
              id={`${id}-a${index}`}
              aria-labelledby={`${id}-q${index}`}
              className="faq__answer"
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
