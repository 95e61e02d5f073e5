import { AUDIT_CSV_MAX_ROWS, type AuditQuery } from '@champions/contract';
import { backofficeTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, auditFilterWhere } from '../../auth/index.ts';
import { selectAuditForCsv } from '../users-repository.ts';

/** A cell quoted when it must be; a formula-looking text is defused with a leading apostrophe. */
const csvCell = (raw: string) => {
  const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};
const json = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value));

const pragueDateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * GET /api/superadmin/audit.csv: the filtered audit log for Czech spreadsheets (UTF-8 with a BOM,
 * semicolons), newest first: when, who, as whom (the partner of an impersonation), what, the target,
 * the state before and after, the reason and the rest of the row's data.
 */
export async function auditCsv(
  { db, language }: UseCaseContext,
  _superadmin: Account,
  filter: Omit<AuditQuery, 'page' | 'limit'>,
): Promise<string> {
  const rows = await selectAuditForCsv(db, auditFilterWhere(filter), AUDIT_CSV_MAX_ROWS);
  const lines = [
    backofficeTextsIn(language).auditCsvHeader.join(';'),
    ...rows.map(({ entry, actorEmail, targetEmail }) => {
      const { before, after, reason, ...rest } = (entry.data ?? {}) as Record<string, unknown>;
      const asWhom = entry.action.startsWith('impersonation.') ? (targetEmail ?? '') : '';
      return [
        pragueDateTime.format(entry.createdAt),
        actorEmail ?? '',
        asWhom,
        entry.action,
        targetEmail ?? entry.targetId ?? '',
        json(before),
        json(after),
        typeof reason === 'string' ? reason : '',
        Object.keys(rest).length ? json(rest) : '',
      ]
        .map(csvCell)
        .join(';');
    }),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
