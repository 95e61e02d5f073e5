import { crownsToMinor } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/index.ts';
import { pragueDate, pragueWallTimeToDate } from '../shared/prague-time.ts';
import type { Database } from './client.ts';
import * as t from './schema.ts';
import {
  ACTIVITY_CATEGORIES,
  AREAS,
  CONFIG,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  EQUIPMENT,
  VENUE_CATEGORIES,
  VENUES,
} from './seed-data.ts';

const toMinor = crownsToMinor;
const CALENDAR_DAYS_AHEAD = 21;

/** Reference data every installation needs: areas, config prices and categories. Idempotent. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(t.areas)
    .values(AREAS.map((area, index) => ({ ...area, price: toMinor(area.price), sortOrder: index })))
    .onConflictDoNothing();
  await db
    .insert(t.appConfig)
    .values({
      key: 'default',
      allLocationsPrice: toMinor(CONFIG.allLocationsPrice),
      flexiblePrice: toMinor(CONFIG.flexiblePrice),
      paygPlusPrice: toMinor(CONFIG.paygPlusPrice),
    })
    .onConflictDoNothing();
  const categoryRows = (list: readonly (readonly [string, string])[]) =>
    list.map(([slug, name], index) => ({ slug, name, sortOrder: index }));
  await db.insert(t.activityCategories).values(categoryRows(ACTIVITY_CATEGORIES)).onConflictDoNothing();
  await db.insert(t.venueCategories).values(categoryRows(VENUE_CATEGORIES)).onConflictDoNothing();
  await db.insert(t.equipmentCategories).values(categoryRows(EQUIPMENT)).onConflictDoNothing();
}

/**
 * Demo accounts (README lists them), venues, activities and a calendar. The accounts and catalogue are
 * created once per database (recorded in seed_runs), so an erased demo account never comes back; the
 * calendar is extended at every start.
 */
export async function seedDemoData(db: Database, now: Date): Promise<void> {
  await seedReferenceData(db);
  const claimed = await db
    .insert(t.seedRuns)
    .values({ name: 'demo', appliedAt: now })
    .onConflictDoNothing()
    .returning({ name: t.seedRuns.name });
  if (claimed.length > 0) {
    await seedDemoAccounts(db);
    const [venueCount] = await db.select({ count: sql<number>`count(*)::int` }).from(t.venues);
    if (!venueCount?.count) await seedCatalogue(db);
  }
  await extendCalendar(db, now);
  // fresh statistics so the planner uses the indexes from the first request on
  await db.execute(sql`analyze`);
}

/** 1 000 Kč of credit for the demo customer (minor units). */
const DEMO_USER_CREDITS = 100_000;

async function seedDemoAccounts(db: Database): Promise<void> {
  const existing = await db.select({ email: t.accounts.email, role: t.accounts.role }).from(t.accounts);
  const missing = DEMO_ACCOUNTS.filter(
    (a) => !existing.some((e) => e.email === a.email && e.role === a.role),
  );
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`${t.accounts.role} = 'admin' and ${t.accounts.email} = 'partner@champions.cz'`);
  let adminId = admin?.id;
  for (const account of [...missing].sort((a) => (a.role === 'admin' ? -1 : 1))) {
    const belongsToAdmin = account.role === 'staff' || account.role === 'trainer';
    const [row] = await db
      .insert(t.accounts)
      .values({
        role: account.role,
        email: account.email,
        name: account.name,
        companyName: 'companyName' in account ? account.companyName : null,
        passwordHash,
        emailVerifiedAt: new Date(0),
        adminId: belongsToAdmin ? adminId : null,
        credits: account.role === 'user' ? DEMO_USER_CREDITS : 0,
      })
      .onConflictDoNothing()
      .returning({ id: t.accounts.id });
    if (account.role === 'admin' && row) adminId = row.id;
    if (account.role === 'user' && row) {
      // A welcome credit, so the demo customer can buy an entry without a card.
      await db.insert(t.creditLedger).values({
        userId: row.id,
        amount: DEMO_USER_CREDITS,
        balanceAfter: DEMO_USER_CREDITS,
        reason: 'adjustment',
        reference: 'demo-welcome-credit',
      });
    }
  }
}

async function seedCatalogue(db: Database): Promise<void> {
  const bySlug = <T extends { id: string; slug: string }>(rows: T[]) =>
    new Map(rows.map((r) => [r.slug, r.id]));
  const areaIds = bySlug(await db.select().from(t.areas));
  const venueCategoryIds = bySlug(await db.select().from(t.venueCategories));
  const activityCategoryIds = bySlug(await db.select().from(t.activityCategories));
  const equipmentIds = bySlug(await db.select().from(t.equipmentCategories));
  const [admin] = await db
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`${t.accounts.role} = 'admin' and ${t.accounts.email} = 'partner@champions.cz'`);

  await db.transaction(async (tx) => {
    for (const venue of VENUES) {
      const [venueRow] = await tx
        .insert(t.venues)
        .values({
          adminId: venue.area === 'praha' ? (admin?.id ?? null) : null,
          areaId: areaIds.get(venue.area)!,
          venueCategoryId: venueCategoryIds.get(venue.category) ?? null,
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
        })
        .returning({ id: t.venues.id });
      const venueId = venueRow!.id;
      await tx
        .insert(t.venueEquipment)
        .values(venue.equipment.map((slug) => ({ venueId, equipmentCategoryId: equipmentIds.get(slug)! })));
      for (const activity of venue.activities) {
        const [activityRow] = await tx
          .insert(t.activities)
          .values({
            venueId,
            activityCategoryId: activityCategoryIds.get(activity.category) ?? null,
            name: activity.name,
            description: activity.description,
          })
          .returning({ id: t.activities.id });
        await tx.insert(t.activityOptions).values(
          activity.options.map((option, index) => ({
            activityId: activityRow!.id,
            name: option.name,
            price: toMinor(option.price),
            durationMinutes: option.minutes,
            sortOrder: index,
          })),
        );
      }
    }
  });
}

/** Keeps a calendar of time slots for the coming weeks; run at every start, adds only what is missing. */
export async function extendCalendar(db: Database, now: Date): Promise<void> {
  const plans = new Map(
    VENUES.flatMap((venue) =>
      venue.activities.map((activity) => [`${venue.name}|${activity.name}`, activity] as const),
    ),
  );
  const activityRows = await db
    .select({ id: t.activities.id, name: t.activities.name, venueName: t.venues.name })
    .from(t.activities)
    .innerJoin(t.venues, eq(t.venues.id, t.activities.venueId));
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
  await db.execute(sql`
    insert into time_slots (activity_id, starts_at, ends_at, capacity)
    select * from unnest(${toPgArray(activityIds)}::uuid[], ${toPgArray(starts)}::timestamptz[],
                         ${toPgArray(ends)}::timestamptz[], ${toPgArray(capacities)}::int[])
    on conflict (activity_id, starts_at) do nothing`);
}

/** A PostgreSQL array literal; both drivers pass it as one text parameter. */
function toPgArray(values: (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v}"`)).join(',')}}`;
}
