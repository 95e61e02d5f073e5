import type { BackofficeEntryRow } from '@champions/contract';
import type { EntryRowRecord } from '../entries-repository.ts';

/** An entry as the back office shows it. */
export function toEntryRow(row: EntryRowRecord): BackofficeEntryRow {
  return {
    ...row,
    scannedAt: row.scannedAt.toISOString(),
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}
