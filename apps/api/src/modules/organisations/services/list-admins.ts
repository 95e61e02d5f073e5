import type { OrganisationAdminsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectOwnedAdmins, selectVenuesOf } from '../repository.ts';

/** The organisation's admin accounts with their venues (the /partner/admin chooser, the reception's venues). */
export async function listOrganisationAdmins(
  { db }: UseCaseContext,
  partner: Account,
): Promise<OrganisationAdminsResponse> {
  const admins = await selectOwnedAdmins(db, partner.id);
  const venues = await selectVenuesOf(
    db,
    admins.map((admin) => admin.id),
  );
  return {
    admins: admins.map((admin) => ({
      id: admin.id,
      name: admin.name,
      email: admin.email,
      companyName: admin.companyName,
      suspended: Boolean(admin.suspendedAt),
      venues: venues
        .filter((venue) => venue.adminId === admin.id)
        .map(({ id, name, city }) => ({ id, name, city })),
    })),
  };
}
