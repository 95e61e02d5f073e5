import { eq } from 'drizzle-orm';
import { accounts, activities, activityOptions, areas, staffVenues, venues } from '../src/db/schema.ts';
import type { TestApp } from './harness.ts';

/**
 * A partner of its own with one published venue, one published activity (one option) and one
 * receptionist, so that back-office examples and tests never touch each other's (or the demo's) data.
 */
export async function makePartnerWorld(t: TestApp, label = 'Příklad') {
  const suffix = crypto.randomUUID().slice(0, 8);
  // the venue lies in Brno: its area must be Brno (a venue lies in its area)
  const [area] = await t.db.select().from(areas).where(eq(areas.slug, 'brno'));
  const [partner] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: `partner-${suffix}@example.cz`,
      name: `${label} Partner ${suffix}`,
      companyName: `${label} Sport ${suffix} s.r.o.`,
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  const [venue] = await t.db
    .insert(venues)
    .values({
      adminId: partner!.id,
      areaId: area!.id,
      name: `${label} Sportoviště ${suffix}`,
      description: 'Původní popis.',
      street: 'Náměstí 1',
      city: 'Brno',
      postalCode: '60200',
      lat: 49.19,
      lng: 16.6,
      openingHours: [{ day: 1, opens: '07:00', closes: '21:00' }],
      published: true,
    })
    .returning();
  const [activity] = await t.db
    .insert(activities)
    .values({ venueId: venue!.id, name: `${label} Jóga ${suffix}`, published: true })
    .returning();
  const [option] = await t.db
    .insert(activityOptions)
    .values({ activityId: activity!.id, name: 'Jednorázový vstup', price: 25_000 })
    .returning();
  const [staff] = await t.db
    .insert(accounts)
    .values({
      role: 'staff',
      adminId: partner!.id,
      email: `recepce-${suffix}@example.cz`,
      name: `${label} Recepční ${suffix}`,
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  await t.db.insert(staffVenues).values({ staffId: staff!.id, venueId: venue!.id });
  return {
    suffix,
    area: area!,
    partner: partner!,
    venue: venue!,
    activity: activity!,
    option: option!,
    staff: staff!,
  };
}

/** A valid venue form (the partner's contract schema) for the world's venue. */
export const venueBody = (world: Awaited<ReturnType<typeof makePartnerWorld>>, description: string) => ({
  name: world.venue.name,
  description,
  areaId: world.area.id,
  venueCategoryId: null,
  street: world.venue.street,
  city: world.venue.city,
  postalCode: world.venue.postalCode,
  lat: world.venue.lat,
  lng: world.venue.lng,
  phone: '',
  website: '',
  equipmentIds: [],
  openingHours: [{ day: 1, opens: '07:00', closes: '21:00' }],
});

/** A valid activity form at the world's venue. */
export const activityBody = (world: Awaited<ReturnType<typeof makePartnerWorld>>, name: string) => ({
  venueId: world.venue.id,
  name,
  activityCategoryId: null,
  description: 'Lekce pro začátečníky.',
  durationMinutes: 60,
  capacity: 12,
  championsPlaces: null,
  options: [{ name: 'Jednorázový vstup', price: 20_000, durationMinutes: 60 }],
});
