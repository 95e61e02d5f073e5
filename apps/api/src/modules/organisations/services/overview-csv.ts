import { partnerOrganisationTextsIn } from '../../../shared/answer-texts.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadOrganisationOverview } from './load-overview.ts';

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

/**
 * The month's overview, one row per venue, as CSV for Czech spreadsheets (BOM, semicolons, decimal
 * comma); the header in the caller's language.
 */
export async function organisationOverviewCsv(
  ctx: UseCaseContext,
  partner: Account,
  { month }: { month: string },
): Promise<string> {
  const overview = await loadOrganisationOverview(ctx, partner, { month });
  const lines = [
    partnerOrganisationTextsIn(ctx.language).overviewCsvHeader.join(';'),
    ...overview.admins.flatMap((admin) =>
      admin.venues.map((venue) =>
        [
          month,
          admin.name,
          venue.venueName,
          venue.entries,
          decimal(venue.earnings / 100, 2),
          venue.rating.average === null ? '' : decimal(venue.rating.average, 1),
          venue.rating.count,
        ]
          .map(csvCell)
          .join(';'),
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
