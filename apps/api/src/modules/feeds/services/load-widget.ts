import type { ScheduleWidgetResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { ensureWidget, selectWidgetFilters } from '../repository.ts';
import { newWidgetId } from '../secret.ts';

/** The partner's widget (its id made on the first visit) and the venues and activities to filter by. */
export async function loadWidget(
  { db, config }: UseCaseContext,
  admin: Account,
): Promise<ScheduleWidgetResponse> {
  const publicId = await ensureWidget(db, admin.id, newWidgetId());
  const filters = await selectWidgetFilters(db, admin.id);
  return { publicId, publicUrl: config.PUBLIC_URL.replace(/\/$/, ''), ...filters };
}
