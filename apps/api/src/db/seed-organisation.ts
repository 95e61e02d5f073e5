import { DAY_MS, lastClosedPayoutPeriod } from '@champions/domain';
import { hashPassword } from '../modules/auth/index.ts';
import { pragueDate } from '../shared/prague-time.ts';
import type { Database } from './client.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedVisits } from './seed-history.ts';
import {
  accountIdOf,
  assignUnownedVenues,
  demoAdminId,
  insertDemoAccount,
  linkOrganisationAdmins,
} from './seed-repository.ts';

/**
 * The demo partner organisation (README): the partner account owns the demo admin (Prague venues)
 * and a second admin account with the Brno venues, both with entries and ratings to show.
 */
export const DEMO_ORGANISATION = {
  partnerEmail: 'provozovatel@champions.cz',
  secondAdmin: { email: 'brno@champions.cz', name: 'Alena Horáková', area: 'brno' },
} as const;

const BRNO_CUSTOMERS = [
  { email: 'lukas.cerny@example.cz', name: 'Lukáš Černý' },
  { email: 'petra.vesela@example.cz', name: 'Petra Veselá' },
] as const;
const PRAGUE_REGULARS = [
  { email: 'martina.kralova@example.cz', name: 'Martina Králová' },
  { email: 'jakub.novotny@example.cz', name: 'Jakub Novotný' },
] as const;
const BRNO_REGULARS = [{ email: 'simona.pokorna@example.cz', name: 'Simona Pokorná' }] as const;

/** Times of this Prague month before today (none on the 1st): a visit a day, back from yesterday. */
function earlierThisMonth(now: Date, count: number, hourOffset: number): Date[] {
  const month = pragueDate(now).month;
  const times: Date[] = [];
  for (let day = 1; day <= count; day++) {
    const at = new Date(now.getTime() - day * DAY_MS - hourOffset * 3_600_000);
    if (pragueDate(at).month === month) times.push(at);
  }
  return times;
}

export async function seedPartnerOrganisation(db: Database, now: Date): Promise<void> {
  const partnerId = await accountIdOf(db, 'partner', DEMO_ORGANISATION.partnerEmail);
  const firstAdmin = await demoAdminId(db);
  if (!partnerId || !firstAdmin) return;
  const { secondAdmin } = DEMO_ORGANISATION;
  const secondId =
    (await accountIdOf(db, 'admin', secondAdmin.email)) ??
    (await insertDemoAccount(db, {
      role: 'admin',
      email: secondAdmin.email,
      name: secondAdmin.name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: now,
    }));
  if (!secondId) return;
  await assignUnownedVenues(db, secondAdmin.area, secondId);
  await linkOrganisationAdmins(db, partnerId, [firstAdmin, secondId]);

  const lastMonth = lastClosedPayoutPeriod('monthly', now).start;
  const lastMonthVisits = [3, 8, 14, 21, 26].map(
    (day) => new Date(lastMonth.getTime() + (day - 1) * DAY_MS + 9 * 3_600_000),
  );
  await seedVisits(db, now, secondId, BRNO_CUSTOMERS, lastMonthVisits, [5, 4, null, 5, 3]);
  await seedVisits(db, now, firstAdmin, PRAGUE_REGULARS, earlierThisMonth(now, 4, 2), [5, 4, 4, null]);
  await seedVisits(db, now, secondId, BRNO_REGULARS, earlierThisMonth(now, 3, 5), [4, null, 5]);
}
