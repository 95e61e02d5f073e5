import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { organisationInsightsCsv } from './insights-csv.ts';
import { loadOrganisationInsights } from './load-organisation-insights.ts';

/** The organisation's venues side by side as CSV, in the caller's language. */
export async function exportOrganisationInsightsCsv(
  ctx: UseCaseContext,
  partner: Account,
  query: { from: string; to: string },
): Promise<string> {
  const insights = await loadOrganisationInsights(ctx, partner, query);
  return organisationInsightsCsv(insights, ctx.language);
}
