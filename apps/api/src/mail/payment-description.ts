import { formatCzk, type HalerAmount, type Language } from '@champions/domain';
import { ENTRY_MESSAGES, ORGANISATION_TEXTS, PLAN_TEXTS, SUBSCRIPTION_TEXTS } from '../shared/messages.ts';
import { PLAN_TEXTS_EN } from '../shared/messages-en.ts';
import { VOUCHER_TEXTS } from './voucher-templates.ts';
import { VOUCHER_TEXTS_EN } from './voucher-templates-en.ts';

// A payment's description is stored once, in Czech: it is the item of the tax document, which Czech law
// wants in Czech. A reader in English (the billing history, the payment and refund e-mails) gets it in
// English: each form the product writes is read back from its Czech text function and said again by
// the English one. A description of another form (an operator's, an older wording) stays as it is.

type Value = { kind: 'text' } | { kind: 'count' } | { kind: 'amount' };
const text: Value = { kind: 'text' };
const count: Value = { kind: 'count' };
const amount: Value = { kind: 'amount' };

/** A sample value that no real description contains, and how it is found again in the Czech text. */
function sampleOf(value: Value, index: number): { sample: string | number; shown: string; pattern: string } {
  if (value.kind === 'text') {
    const sample = `\u0001${index}\u0001`;
    return { sample, shown: sample, pattern: '(.+?)' };
  }
  if (value.kind === 'count') {
    const sample = 97_531 + index;
    return { sample, shown: String(sample), pattern: '(\\d+)' };
  }
  const sample = 86_420_000 + index * 100;
  return { sample, shown: formatCzk(sample), pattern: '([\\d\\s]+(?:,\\d{2})?\\sKč)' };
}

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Czech amount as written ("1 290 Kč", "1 290,50 Kč") back in haléře. */
const haleruOf = (written: string): HalerAmount =>
  Math.round(Number(written.replace(/[^\d,]/g, '').replace(',', '.')) * 100) as HalerAmount;

// biome-ignore lint/suspicious/noExplicitAny: a text function takes its values in its own order and types
type TextFunction = (...values: any[]) => string;

interface Form {
  czech: RegExp;
  english: (values: string[]) => string;
}

/** A form read back from its Czech text function, said in English by the English one. */
function form(czech: TextFunction, english: TextFunction, values: Value[]): Form {
  const samples = values.map(sampleOf);
  let pattern = literally(czech(...samples.map((s) => s.sample)));
  for (const s of samples) pattern = pattern.replace(literally(s.shown), s.pattern);
  // a number worked out from a count ("2 období (8 týdnů)") is read as any number
  pattern = pattern.replace(/\d{5,}/g, '\\d+');
  return {
    czech: new RegExp(`^${pattern}$`),
    english: (captured) =>
      english(
        ...captured.map((value, i) =>
          values[i]!.kind === 'count'
            ? Number(value)
            : values[i]!.kind === 'amount'
              ? haleruOf(value)
              : value,
        ),
      ),
  };
}

/** A plan's name in English: "Championship – roční, Brno" → "Championship – yearly, Brno". */
function planInEnglish(plan: string): string {
  let english = plan;
  for (const key of Object.keys(PLAN_TEXTS) as (keyof typeof PLAN_TEXTS)[])
    english = english.replace(PLAN_TEXTS[key], PLAN_TEXTS_EN[key]);
  return english;
}

const entryEn = (activity: string, places = 1) =>
  places > 1 ? `Entry: ${activity} (${places} places)` : `Entry: ${activity}`;

const FORMS: readonly Form[] = [
  form(ENTRY_MESSAGES.paymentDescription, entryEn, [text, count]),
  form(ENTRY_MESSAGES.paymentDescription, entryEn, [text]),
  form(ORGANISATION_TEXTS.walkInDescription, (activity: string) => `Entry at the desk: ${activity}`, [text]),
  form(
    SUBSCRIPTION_TEXTS.period,
    (plan: string, period: number) => `${planInEnglish(plan)}, period ${period}`,
    [text, count],
  ),
  form(
    SUBSCRIPTION_TEXTS.switchTo,
    (plan: string) => `Change of the subscription to ${planInEnglish(plan)}`,
    [text],
  ),
  form(
    () => SUBSCRIPTION_TEXTS.catchUpFee,
    () => 'Fee for ending the yearly subscription early',
    [],
  ),
  form(
    VOUCHER_TEXTS.planPaymentDescription,
    (plan: string, periods: number) => VOUCHER_TEXTS_EN.planPaymentDescription(planInEnglish(plan), periods),
    [text, count],
  ),
  form(VOUCHER_TEXTS.paymentDescription, VOUCHER_TEXTS_EN.paymentDescription, [amount]),
];

/** A stored payment description in a reader's language. */
export function paymentDescriptionIn(description: string, language: Language): string {
  if (language === 'cs') return description;
  for (const { czech, english } of FORMS) {
    const match = czech.exec(description);
    if (match) return english(match.slice(1));
  }
  return description;
}
