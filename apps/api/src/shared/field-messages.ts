import type { Language } from '@champions/domain';
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { FIELD_TEXTS as FIELD_TEXTS_CS } from './messages.ts';
import { FIELD_TEXTS_EN } from './messages-en.ts';

type Issue = $ZodRawIssue;

/**
 * The message of a refused field whose schema has none of its own (those always win), Czech unless
 * asked for English.
 */
export function fieldMessage(issue: Issue, language: Language = 'cs'): string {
  const texts = language === 'en' ? FIELD_TEXTS_EN : FIELD_TEXTS_CS;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return texts.missing;
      if (issue.expected === 'int') return texts.wholeNumber;
      if (issue.expected === 'number') return texts.number;
      if (issue.expected === 'string') return texts.text;
      if (issue.expected === 'boolean') return texts.yesNo;
      if (issue.expected === 'array') return texts.list;
      if (issue.expected === 'object') return texts.object;
      if (issue.expected === 'date') return texts.date;
      return texts.invalid;
    case 'invalid_value':
    case 'invalid_union':
      return issue.input === undefined ? texts.missing : texts.choice;
    case 'too_small':
      if (issue.origin === 'string') return texts.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooFew(Number(issue.minimum));
      return texts.atLeast(issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return texts.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return texts.tooMany(Number(issue.maximum));
      return texts.atMost(issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return texts.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return texts.id;
      if (issue.format === 'date' || issue.format === 'datetime') return texts.date;
      return texts.format;
    case 'unrecognized_keys':
      return texts.unknownKey;
    default:
      return texts.invalid;
  }
}

/**
 * A refused field's message for an English request: the zod issue as the validation error
 * carries it (`keyword` is its code, `params` the rest), its Czech `message` told apart: a default one
 * of FIELD_TEXTS (missing or not) becomes the English default, a schema's own text its English from
 * `ownTexts` (Czech → English), and one without a translation stays as it is.
 */
export function englishFieldMessage(
  refusal: { keyword: string; params?: Record<string, unknown>; message?: string },
  ownTexts: Readonly<Record<string, string>> = {},
): string {
  const message = refusal.message ?? '';
  const issue = { ...refusal.params, code: refusal.keyword } as unknown as Issue;
  for (const input of [undefined, '']) {
    if (fieldMessage({ ...issue, input } as Issue) === message)
      return fieldMessage({ ...issue, input } as Issue, 'en');
  }
  return ownTexts[message] ?? message;
}

/** Every zod schema of the API process speaks Czech by default (called once, by buildApp). */
export function useCzechFieldMessages(): void {
  z.config({ customError: (issue) => fieldMessage(issue) });
}
