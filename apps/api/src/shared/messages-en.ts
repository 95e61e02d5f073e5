import type { FIELD_TEXTS } from './messages.ts';

// The English half of the API's texts (issue 44, "English, whole"): each object has the keys of its
// Czech counterpart in messages.ts, so a text without its English fails the typecheck.

type EnglishOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

const items = (n: number) => (n === 1 ? 'item' : 'items');
const characters = (n: number) => (n === 1 ? 'character' : 'characters');

/** FIELD_TEXTS in English: a refused field's message when its schema has none of its own. */
export const FIELD_TEXTS_EN = {
  missing: 'Fill in this field.',
  text: 'Enter text.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  yesNo: 'Choose yes or no.',
  list: 'Enter a list of values.',
  object: 'Enter the details in the right form.',
  choice: 'Choose one of the options offered.',
  tooShort: (minimum: number) => `Enter at least ${minimum} ${characters(minimum)}.`,
  tooLong: (maximum: number) => `Enter at most ${maximum} ${characters(maximum)}.`,
  tooFew: (minimum: number) => `Enter at least ${minimum} ${items(minimum)}.`,
  tooMany: (maximum: number) => `Enter at most ${maximum} ${items(maximum)}.`,
  atLeast: (minimum: number | bigint) => `Enter a value of at least ${minimum}.`,
  atMost: (maximum: number | bigint) => `Enter a value of at most ${maximum}.`,
  email: 'Enter an e-mail in the form name@domain.com.',
  date: 'Enter a valid date.',
  id: 'Invalid identifier.',
  format: 'Enter a value in the right form.',
  unknownKey: 'This item is not entered.',
  invalid: 'Enter a valid value.',
} as const satisfies EnglishOf<typeof FIELD_TEXTS>;
