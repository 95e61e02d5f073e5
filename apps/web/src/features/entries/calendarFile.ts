import { callPath, ENTRY_CALLS } from '@champions/contract';
import { API_BASE } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

/** The entry's .ics file, to add its slot to the user's calendar. */
export const entryCalendarFile = (entryId: string): DownloadFile => ({
  url: `${API_BASE}${callPath(ENTRY_CALLS.calendar.path, { id: entryId })}`,
  filename: `vstup-${entryId.slice(0, 8)}.ics`,
});
