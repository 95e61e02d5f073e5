import type { InsightsTable } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { insightsCsv } from './insights-csv.ts';
import { loadInsights } from './load-insights.ts';

/** One table of the partner's dashboard as CSV, in the caller's language: the same figures the page shows. */
export async function exportInsightsCsv(
  ctx: UseCaseContext,
  admin: Account,
  query: { from: string; to: string; venueId?: string | undefined; table: InsightsTable },
): Promise<string> {
  const figures = await loadInsights(ctx, admin, query);
  return insightsCsv(figures, query.table, ctx.language);
}
