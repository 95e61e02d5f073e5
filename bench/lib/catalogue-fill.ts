import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../apps/api/src/db/client.ts';

export const ACTIVITIES_PER_VENUE = 5;

/** Big Czech cities: searches start near them. */
export const CITIES = [
  [50.0755, 14.4378],
  [49.1951, 16.6068],
  [49.8209, 18.2625],
  [50.0343, 15.7812],
  [50.2104, 15.8252],
  [49.7384, 13.3736],
  [50.7663, 15.0543],
] as const;

/**
 * A catalogue of `activities` published activities at venues spread over Czechia, each with a price
 * option and a free time slot tomorrow, written by set-based SQL (generate_series), not row by row:
 * a million activities take seconds, not hours. Names are Czech with diacritics, so text search is
 * diacritics-insensitive on real words.
 */
export async function fillCatalogue(db: Database, activities: number): Promise<void> {
  const venues = Math.ceil(activities / ACTIVITIES_PER_VENUE);
  await db.execute(sql`
    insert into venues (area_id, name, street, city, lat, lng)
    select (select id from areas order by sort_order offset (g % 5) limit 1),
           (array['Fitness','Sportcentrum','Studio','Klub','Aréna','Centrum pohybu'])[1 + g % 6] || ' ' ||
           (array['Karlín','Žižkov','Vinohrady','Smíchov','Královo Pole','Poruba','Slovany','Holešovice'])[1 + (g / 6) % 8] || ' ' || g,
           'Ulice ' || g,
           (array['Praha','Brno','Ostrava','Plzeň','Liberec','Olomouc','Hradec Králové'])[1 + g % 7],
           48.6 + random() * 2.4, 12.1 + random() * 6.8
    from generate_series(1, ${venues}) g`);
  await db.execute(sql`
    insert into activities (venue_id, activity_category_id, name, description)
    select v.id,
           (select id from activity_categories order by sort_order offset ((n + v.rn) % 8) limit 1),
           (array['Jóga','Pilates','Box','Plavání','Spinning','Crossfit','Zumba','Tenis','Squash','Lezení',
                  'Běh','Kruhový trénink','Posilovna','Badminton','Tanec','Strečink','Aerobik','Kickbox','Judo','Karate'])[1 + (v.rn * 7 + n) % 20]
             || ' ' || (array['pro začátečníky','pro pokročilé','ranní','večerní','intenzivní','relax','s trenérem',
                  'pro ženy','pro seniory','pro děti'])[1 + (v.rn + n * 3) % 10],
           'Lekce vede zkušený trenér, vhodné pro každého. Číslo ' || v.rn || '-' || n
    from (select id, row_number() over () as rn from venues where street like 'Ulice %') v
    cross join generate_series(1, ${ACTIVITIES_PER_VENUE}) n`);
  await db.execute(sql`
    insert into activity_options (activity_id, name, price)
    select a.id, 'Jednorázový vstup', 15000 + (abs(hashtext(a.id::text)) % 30) * 1000
    from activities a join venues v on v.id = a.venue_id where v.street like 'Ulice %'`);
  await db.execute(sql`
    insert into time_slots (activity_id, starts_at, ends_at, capacity)
    select a.id, date_trunc('hour', now()) + interval '1 day' + (abs(hashtext(a.id::text)) % 72) * interval '1 hour',
           date_trunc('hour', now()) + interval '1 day' + (abs(hashtext(a.id::text)) % 72) * interval '1 hour' + interval '1 hour', 20
    from activities a join venues v on v.id = a.venue_id where v.street like 'Ulice %'`);
  await db.execute(sql`vacuum analyze`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query as text, to save beside a result. */
export async function explain(db: Database, query: ReturnType<typeof sql>): Promise<string> {
  const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
  return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

/**
 * Runs `call` and returns the EXPLAIN (ANALYZE) of every query it sent through `execute`, on the
 * database or in a transaction. The replay runs in one transaction, where a `select set_config(…)` the
 * call sent is run again (not explained) so the explained queries see the same settings.
 */
export async function explainCall(db: Database, call: (db: Database) => Promise<unknown>): Promise<string[]> {
  const captured: ReturnType<typeof sql>[] = [];
  const spy = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        if (property === 'execute') {
          return (query: ReturnType<typeof sql>) => {
            captured.push(query);
            return (inner as unknown as Database).execute(query);
          };
        }
        if (property === 'transaction') {
          return (body: (tx: unknown) => Promise<unknown>) =>
            (inner as unknown as Database).transaction((tx) => body(spy(tx)));
        }
        return Reflect.get(inner, property, receiver);
      },
    });
  await call(spy(db));
  const dialect = new PgDialect();
  return db.transaction(async (tx) => {
    const plans = [];
    for (const query of captured) {
      if (/^\s*select set_config\(/i.test(dialect.sqlToQuery(query).sql)) await tx.execute(query);
      else plans.push(await explain(tx as unknown as Database, query));
    }
    return plans;
  });
}
