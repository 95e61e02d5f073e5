import type { BoOrganisation } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import { findOrganisation, type OrganisationRow, selectLinkedAdmins } from '../organisations-repository.ts';

/** The organisations as the back office shows them, each with its live admin accounts. */
export async function organisationViews(
  db: Executor,
  rows: readonly OrganisationRow[],
): Promise<BoOrganisation[]> {
  const admins = await selectLinkedAdmins(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    admins: admins
      .filter((admin) => admin.partnerId === row.id)
      .map(({ partnerId: _partnerId, ...admin }) => admin),
  }));
}

/** One organisation's view; an unknown or erased one answers 404. */
export async function organisationView(db: Executor, id: string): Promise<BoOrganisation> {
  const row = await findOrganisation(db, id);
  if (!row) throw new AppError('ORGANISATION_NOT_FOUND');
  const [view] = await organisationViews(db, [row]);
  return view!;
}
