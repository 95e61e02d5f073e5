import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, partnerOrganisationAdmins } from '../../db/schema.ts';

/** The back office's queries about partner organisations (partner-role accounts and their admin accounts). */

const organisationColumns = {
  id: accounts.id,
  name: sql<string>`coalesce(${accounts.companyName}, '')`,
  contactName: accounts.name,
  email: accounts.email,
  passwordSet: sql<boolean>`${accounts.passwordHash} is not null`,
  createdAt: accounts.createdAt,
};

/** Every organisation that is not erased, by name. */
export async function selectOrganisations(db: Executor) {
  return db
    .select(organisationColumns)
    .from(accounts)
    .where(and(eq(accounts.role, 'partner'), isNull(accounts.deletedAt)))
    .orderBy(
      asc(sql`lower(coalesce(${accounts.companyName}, ''))`),
      asc(accounts.createdAt),
      asc(accounts.id),
    );
}

/** One organisation that is not erased; `lock` holds its account row (one change of it at a time). */
export async function findOrganisation(db: Executor, id: string, lock = false) {
  const query = db
    .select(organisationColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'partner'), isNull(accounts.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findOrganisation>>>;

/** The live admin accounts linked to these organisations, by name. */
export async function selectLinkedAdmins(db: Executor, partnerIds: readonly string[]) {
  if (partnerIds.length === 0) return [];
  return db
    .select({
      partnerId: partnerOrganisationAdmins.partnerId,
      id: accounts.id,
      name: accounts.name,
      email: accounts.email,
      companyName: accounts.companyName,
    })
    .from(partnerOrganisationAdmins)
    .innerJoin(accounts, eq(accounts.id, partnerOrganisationAdmins.adminId))
    .where(
      and(
        inArray(partnerOrganisationAdmins.partnerId, [...partnerIds]),
        eq(accounts.role, 'admin'),
        isNull(accounts.deletedAt),
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** Any partner-role account with this e-mail (case-insensitive), erased ones included. */
export async function findPartnerRoleByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'partner'), sql`lower(${accounts.email}) = lower(${email})`));
  return row;
}

/** A new organisation account without a password: the invitation link sets it. */
export async function insertOrganisationAccount(
  db: Executor,
  row: { email: string; name: string; companyName: string },
) {
  const [inserted] = await db
    .insert(accounts)
    .values({ ...row, role: 'partner' })
    .returning({ id: accounts.id });
  return inserted!;
}

/** A live admin (venue partner) account, its row locked (so links of one admin run one at a time). */
export async function lockAdmin(db: Executor, adminId: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, adminId), eq(accounts.role, 'admin'), isNull(accounts.deletedAt)))
    .for('update');
  return row;
}

/** The organisation an admin account belongs to, with its name, or undefined. */
export async function findAdminOrganisation(db: Executor, adminId: string) {
  const [row] = await db
    .select({
      partnerId: partnerOrganisationAdmins.partnerId,
      name: accounts.companyName,
      email: accounts.email,
    })
    .from(partnerOrganisationAdmins)
    .innerJoin(accounts, eq(accounts.id, partnerOrganisationAdmins.partnerId))
    .where(eq(partnerOrganisationAdmins.adminId, adminId));
  return row;
}

/** Links the admin; answers whether a row was added (a repeat adds none). */
export async function insertOrganisationLink(db: Executor, partnerId: string, adminId: string) {
  const rows = await db
    .insert(partnerOrganisationAdmins)
    .values({ partnerId, adminId })
    .onConflictDoNothing()
    .returning({ adminId: partnerOrganisationAdmins.adminId });
  return rows.length > 0;
}

/** Unlinks the admin from this organisation; answers whether a row was removed. */
export async function deleteOrganisationLink(db: Executor, partnerId: string, adminId: string) {
  const rows = await db
    .delete(partnerOrganisationAdmins)
    .where(
      and(eq(partnerOrganisationAdmins.partnerId, partnerId), eq(partnerOrganisationAdmins.adminId, adminId)),
    )
    .returning({ adminId: partnerOrganisationAdmins.adminId });
  return rows.length > 0;
}
