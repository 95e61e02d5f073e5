import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { FIELD_TEXTS } from './messages.ts';

type Issue = $ZodRawIssue;

/** The Czech message of a refused field whose schema has none of its own (those always win). */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return FIELD_TEXTS.missing;
      if (issue.expected === 'int') return FIELD_TEXTS.wholeNumber;
      if (issue.expected === 'number') return FIELD_TEXTS.number;
      if (issue.expected === 'string') return FIELD_TEXTS.text;
      if (issue.expected === 'boolean') return FIELD_TEXTS.yesNo;
      if (issue.expected === 'array') return FIELD_TEXTS.list;
      if (issue.expected === 'object') return FIELD_TEXTS.object;
      if (issue.expected === 'date') return FIELD_TEXTS.date;
      return FIELD_TEXTS.invalid;
    case 'invalid_value':
    case 'invalid_union':
      return issue.input === undefined ? FIELD_TEXTS.missing : FIELD_TEXTS.choice;
    case 'too_small':
      if (issue.origin === 'string') return FIELD_TEXTS.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return FIELD_TEXTS.tooFew(Number(issue.minimum));
      return FIELD_TEXTS.atLeast(issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return FIELD_TEXTS.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set')
        return FIELD_TEXTS.tooMany(Number(issue.maximum));
      return FIELD_TEXTS.atMost(issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return FIELD_TEXTS.email;
      if (issue.format === 'uuid' || issue.format === 'guid') return FIELD_TEXTS.id;
      if (issue.format === 'date' || issue.format === 'datetime') return FIELD_TEXTS.date;
      return FIELD_TEXTS.format;
    case 'unrecognized_keys':
      return FIELD_TEXTS.unknownKey;
    default:
      return FIELD_TEXTS.invalid;
  }
}

/** Every zod schema of the API process speaks Czech by default (called once, by buildApp). */
export function useCzechFieldMessages(): void {
  z.config({ customError: fieldMessage });
}
