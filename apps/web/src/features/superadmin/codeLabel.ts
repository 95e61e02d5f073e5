import { type MessageKey, messageKeys, t } from '../../shared/i18n/index.ts';

let known: Set<string> | null = null;

/** The Czech name of a timeline or audit code ('backoffice.credit.grant'), or the code itself. */
export function codeLabel(code: string): string {
  known ??= new Set(messageKeys('boDetail'));
  const key = `boDetail.${code.replace(/\./g, '_')}`;
  return known.has(key) ? t(key as MessageKey) : code;
}
