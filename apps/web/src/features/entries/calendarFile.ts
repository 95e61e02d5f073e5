import { callPath, ENTRY_CALLS } from '@champions/contract';
import { API_BASE, tokenHeaders } from '../../shared/api/index.ts';

/** Downloads the entry's .ics (the API needs the token header, so not a plain link). */
export async function downloadEntryCalendar(entryId: string): Promise<void> {
  const path = callPath(ENTRY_CALLS.calendar.path, { id: entryId });
  const response = await fetch(`${API_BASE}${path}`, { headers: tokenHeaders() });
  if (!response.ok) throw new Error(`calendar ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `vstup-${entryId.slice(0, 8)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
