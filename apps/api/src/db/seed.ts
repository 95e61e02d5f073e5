import { crownsToMinor } from '@champions/domain';
import { hashPassword } from '../modules/auth/index.ts';
import { appendCredit } from '../modules/payments/index.ts';
import { pragueDate, pragueWallTimeToDate } from '../shared/prague-time.ts';
import type { Database } from './client.ts';
import * as t from './schema.ts';
import {
  ACTIVITY_CATEGORIES,
  AREAS,
  CONFIG,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TRAINER_ACTIVITY,
  EQUIPMENT,
  VENUE_CATEGORIES,
  VENUES,
} from './seed-data.ts';
import { seedPartnerHistory } from './seed-history.ts';
import { seedPartnerOrganisation } from './seed-organisation.ts';
import {
  accountEmailsAndRoles,
  activitiesWithVenueNames,
  analyzeDatabase,
  assignDemoTrainer,
  claimSeedRun,
  countVenues,
  demoAdminId,
  insertAppConfig,
  insertAreas,
  insertCatalogue,
  insertCategories,
  insertDemoAccount,
  insertMissingSlots,
  referenceIdsBySlug,
} from './seed-repository.ts';

const toMinor = crownsToMinor;
const CALENDAR_DAYS_AHEAD = 21;

/** Reference data every installation needs: areas, config prices and categories. Idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await insertAreas(
    db,
    AREAS.map((area, index) => ({ ...area, price: toMinor(area.price), sortOrder: index })),
  );
  await insertAppConfig(db, {
    key: 'default',
    allLocationsPrice: toMinor(CONFIG.allLocationsPrice),
    flexiblePrice: toMinor(CONFIG.flexiblePrice),
    paygPlusPrice: toMinor(CONFIG.paygPlusPrice),
  });
  const categoryRows = (list: readonly (readonly [string, string])[]) =>
    list.map(([slug, name], index) => ({ slug, name, sortOrder: index }));
  await insertCategories(db, t.activityCategories, categoryRows(ACTIVITY_CATEGORIES));
  await insertCategories(db, t.venueCategories, categoryRows(VENUE_CATEGORIES));
  await insertCategories(db, t.equipmentCategories, categoryRows(EQUIPMENT));
}

/**
 * Demo accounts (README lists them), venues, activities and a calendar. The accounts and catalogue are
 * created once per database (recorded in seed_runs), so an erased demo account never comes back; the
 * calendar is extended at every start.
 */
export async function seedDemoData(
  db: Database,
  now: Date,
  options: { organisation?: boolean } = {},
): Promise<void> {
  await seedReferenceData(db);
  if (await claimSeedRun(db, 'demo', now)) {
    await seedDemoAccounts(db, now);
    if ((await countVenues(db)) === 0) await seedCatalogue(db);
    await seedPartnerHistory(db, now);
  }
  // Once per database (one seeded before it existed too): never again, so a partner's change stays.
  if (await claimSeedRun(db, 'demo-trainer-activity', now)) {
    await assignDemoTrainer(db, DEMO_TRAINER_ACTIVITY);
  }
  // The demo partner organisation and its second admin account with the Brno venues: on demo servers
  // (and in the tests that ask for it), once per database, also one seeded before it existed.
  if (options.organisation && (await claimSeedRun(db, 'partner-organisation', now))) {
    await seedPartnerOrganisation(db, now);
  }
  await extendCalendar(db, now);
  // fresh statistics so the planner uses the indexes from the first request on
  await analyzeDatabase(db);
}

/** 1 000 Kč of credit for the demo customer (minor units). */
const DEMO_USER_CREDITS = 100_000;

async function seedDemoAccounts(db: Database, now: Date): Promise<void> {
  const existing = await accountEmailsAndRoles(db);
  const missing = DEMO_ACCOUNTS.filter(
    (a) => !existing.some((e) => e.email === a.email && e.role === a.role),
  );
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let adminId = await demoAdminId(db);
  for (const account of [...missing].sort((a) => (a.role === 'admin' ? -1 : 1))) {
    const belongsToAdmin = account.role === 'staff' || account.role === 'trainer';
    const id = await insertDemoAccount(db, {
      role: account.role,
      email: account.email,
      name: account.name,
      companyName: 'companyName' in account ? account.companyName : null,
      companyId: 'companyId' in account ? account.companyId : null,
      billingAddress: 'billingAddress' in account ? account.billingAddress : null,
      passwordHash,
      emailVerifiedAt: now,
      adminId: belongsToAdmin ? adminId : null,
    });
    if (account.role === 'admin' && id) adminId = id;
    // A welcome credit, so the demo customer can buy an entry without a card.
    if (account.role === 'user' && id) {
      await appendCredit(db, {
        userId: id,
        amount: DEMO_USER_CREDITS,
        reason: 'adjustment',
        reference: 'demo-welcome-credit',
      });
    }
  }
}

async function seedCatalogue(db: Database): Promise<void> {
  const ids = await referenceIdsBySlug(db);
  const adminId = await demoAdminId(db);
  await insertCatalogue(
    db,
    VENUES.map((venue) => ({
      venue: {
        adminId: venue.area === 'praha' ? (adminId ?? null) : null,
        areaId: ids.areas.get(venue.area)!,
        venueCategoryId: ids.venueCategories.get(venue.category) ?? null,
        name: venue.name,
        description: venue.description,
        street: venue.street,
        city: venue.city,
        postalCode: venue.postalCode,
        lat: venue.lat,
        lng: venue.lng,
        openingHours: [1, 2, 3, 4, 5, 6, 0].map((day) => ({
          day,
          opens: day === 0 || day === 6 ? '08:00' : '06:00',
          closes: day === 0 ? '20:00' : '22:00',
        })),
      },
      equipmentCategoryIds: venue.equipment.map((slug) => ids.equipment.get(slug)!),
      activities: venue.activities.map((activity) => ({
        activity: {
          activityCategoryId: ids.activityCategories.get(activity.category) ?? null,
          name: activity.name,
          description: activity.description,
        },
        options: activity.options.map((option, index) => ({
          name: option.name,
          price: toMinor(option.price),
          durationMinutes: option.minutes,
          sortOrder: index,
        })),
      })),
    })),
  );
}

/** Keeps a calendar of time slots for the coming weeks; run at every start, adds only what is missing. */
export async function extendCalendar(db: Database, now: Date): Promise<void> {
  const plans = new Map(
    VENUES.flatMap((venue) =>
      venue.activities.map((activity) => [`${venue.name}|${activity.name}`, activity] as const),
    ),
  );
  const activityRows = await activitiesWithVenueNames(db);
  const today = pragueDate(now);
  const activityIds: string[] = [];
  const starts: string[] = [];
  const ends: string[] = [];
  const capacities: number[] = [];
  for (const row of activityRows) {
    const plan = plans.get(`${row.venueName}|${row.name}`);
    if (!plan) continue;
    const minutes = plan.options[0]?.minutes ?? 60;
    for (let offset = 0; offset < CALENDAR_DAYS_AHEAD; offset++) {
      for (const hour of plan.hours) {
        const start = pragueWallTimeToDate(today.year, today.month, today.day + offset, hour);
        if (start <= now) continue;
        activityIds.push(row.id);
        starts.push(start.toISOString());
        ends.push(new Date(start.getTime() + minutes * 60_000).toISOString());
        capacities.push(plan.capacity);
      }
    }
  }
  if (activityIds.length === 0) return;
  await insertMissingSlots(db, { activityIds, starts, ends, capacities });
}
