import { type MessageKey, messageKeys, t } from '../../shared/i18n/index.ts';

let known: Set<string> | null = null;

/**
 * The Czech name of a timeline or audit code ('backoffice.credit.grant'); a code without a name reads
 * "Jiná událost" (the code itself stays in the audit row's raw data, never in the sentence).
 */
export function codeLabel(code: string): string {
  known ??= new Set(messageKeys('boDetail'));
  const key = `boDetail.${code.replace(/\./g, '_')}`;
  return known.has(key) ? t(key as MessageKey) : t('boAudit.unknownAction');
}
