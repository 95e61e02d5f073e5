import type { ScheduleWidgetResponse } from '@champions/contract';
import type { Database } from '../../../db/client.ts';
import { ensureWidget, selectWidgetFilters } from '../repository.ts';
import { newWidgetId } from '../secret.ts';

/** The partner's widget (its id made on the first visit) and the venues and activities to filter by. */
export async function loadWidget(
  db: Database,
  adminId: string,
  publicUrl: string,
): Promise<ScheduleWidgetResponse> {
  const publicId = await ensureWidget(db, adminId, newWidgetId());
  const filters = await selectWidgetFilters(db, adminId);
  return { publicId, publicUrl: publicUrl.replace(/\/$/, ''), ...filters };
}
