import { randomUUID } from 'node:crypto';
import { freeSellablePlaces, sellablePlaces } from '@champions/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  activities,
  activityOptions,
  tickets,
  timeSlots,
  venues,
} from '../../apps/api/src/db/schema.ts';
import { auditMoney } from '../../apps/api/src/modules/payments/index.ts';
import { percentile } from '../lib/machine.ts';
import { arrivals, runPaced } from './paced.ts';
import { newCustomer, openSigner } from './signer.ts';

const BUYERS = Number(process.env.PROOF_BUYERS ?? 200);
/** buyers a second in the paced sale (at moments of their own); the rush sends all of its buyers at once */
const PACED_RATE = Number(process.env.PROOF_PURCHASE_RATE ?? 10);
/** of them, bought one at a time before the rush (the rest, BUYERS − 10, buy at once) */
const BASELINE_BUYERS = 10;
/** purchases one at a time before the baseline, not timed: the instances' code warmed up (JIT, fonts) */
const WARMUP_BUYERS = 10;
/** few slots, so that buyers outnumber the places and the last ones must be refused, never oversold */
const SLOTS = 4;

/**
 * Buyers with credits buy entries through nginx: first one at a time (what a purchase costs alone),
 * then 200 at moments of their own (a paced sale, load from its own process: the 95th percentile a
 * customer sees), then 190 at the same moment on lessons with fewer places (the rush: no place sold
 * twice, nobody refused while a place was left, and the machine's purchases a second). The money
 * audit after both.
 */
export async function purchaseProof(options: {
  databaseUrl: string;
  baseUrl: string;
  env: Record<string, string>;
}): Promise<[string, string, boolean][]> {
  const { db, signer, close } = await openSigner(options);
  try {
    const [partner] = await db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const slots = await db
      .select({ slotId: timeSlots.id, activityId: timeSlots.activityId, optionId: activityOptions.id })
      .from(timeSlots)
      .innerJoin(activities, eq(activities.id, timeSlots.activityId))
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .innerJoin(
        activityOptions,
        and(eq(activityOptions.activityId, activities.id), eq(activityOptions.sortOrder, 0)),
      )
      .where(
        and(
          eq(venues.adminId, partner!.id),
          eq(activities.published, true),
          gt(timeSlots.startsAt, new Date(Date.now() + 2 * 86_400_000)),
          eq(timeSlots.reserved, 0),
        ),
      )
      .orderBy(asc(timeSlots.startsAt))
      .limit(SLOTS);
    type Slot = (typeof slots)[number];
    const newBuyers = async (count: number, slotsOf: Slot[]) => {
      const made: { token: string; slot: Slot }[] = [];
      for (let i = 0; i < count; i++) {
        const { token } = await newCustomer(db, signer, { prefix: 'kupec', name: 'Karel Kupec' });
        made.push({ token, slot: slotsOf[i % slotsOf.length]! });
      }
      return made;
    };
    const warmup = await newBuyers(WARMUP_BUYERS, slots);
    const buyers = await newBuyers(BUYERS, slots);

    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    /** the slots on which a buyer was told SLOT_FULL: each must have no place left to sell */
    const refusedOn = new Set<string>();
    // where the time goes: what the database's backends wait on during the rush (sampled every 100 ms)
    const waits = new Map<string, number>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = (
          await db.execute(sql`select state, wait_event_type, wait_event from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`)
        ).rows as { state: string | null; wait_event_type: string | null; wait_event: string | null }[];
        for (const row of rows) {
          const what =
            row.state === 'active'
              ? row.wait_event
                ? `waiting on ${row.wait_event_type}:${row.wait_event}`
                : 'running'
              : (row.state ?? 'unknown');
          waits.set(what, (waits.get(what) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const buy = async ({ token, slot }: (typeof buyers)[number], into: number[]) => {
      const started = performance.now();
      const res = await fetch(`${options.baseUrl}/api/user/entries`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-user-token': `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ timeSlotId: slot.slotId, optionId: slot.optionId }),
      });
      const text = await res.text();
      into.push(performance.now() - started);
      // a refusal is counted by its code (SLOT_FULL is the only one a rush may bring)
      const code = res.status === 201 ? '' : ` ${(JSON.parse(text || '{}') as { code?: string }).code ?? ''}`;
      const outcome = `${res.status}${code}`;
      statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
      if (outcome === '409 SLOT_FULL') refusedOn.add(slot.slotId);
    };
    // one at a time: first the warm-up, then what a purchase costs alone, with a pause before each so
    // that the instance has sent the last purchase's e-mail (a quiet cluster)
    for (const buyer of warmup) await buy(buyer, []);
    const alone: number[] = [];
    for (const buyer of buyers.slice(0, BASELINE_BUYERS)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await buy(buyer, alone);
    }

    // The paced sale: buyers at moments of their own (as customers come), on lessons with room for all
    const roomy = await db
      .insert(timeSlots)
      .values(
        slots.map((slot, i) => {
          const startsAt = Math.ceil((Date.now() + (3 + i) * 86_400_000) / 60_000) * 60_000;
          return {
            activityId: slot.activityId,
            startsAt: new Date(startsAt),
            endsAt: new Date(startsAt + 3_600_000),
            capacity: BUYERS,
            championsPlaces: BUYERS,
          };
        }),
      )
      .returning({ slotId: timeSlots.id, activityId: timeSlots.activityId });
    const pacedBuyers = await newBuyers(
      BUYERS,
      roomy.map((slot, i) => ({ ...slot, optionId: slots[i]!.optionId })),
    );
    const paced = await runPaced(
      `${options.baseUrl}/api/user/entries`,
      arrivals(BUYERS, PACED_RATE).map((at, i) => ({
        at,
        headers: {
          'content-type': 'application/json',
          'x-user-token': `Bearer ${pacedBuyers[i]!.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          timeSlotId: pacedBuyers[i]!.slot.slotId,
          optionId: pacedBuyers[i]!.slot.optionId,
        }),
      })),
    );
    const pacedMs = paced.answers.map((answer) => answer.ms);
    const pacedStatuses = new Map<number, number>();
    for (const answer of paced.answers)
      pacedStatuses.set(answer.status, (pacedStatuses.get(answer.status) ?? 0) + 1);

    // the rush: the other buyers all at the same moment, on lessons with fewer places than buyers
    const rushStarted = performance.now();
    await Promise.all(buyers.slice(BASELINE_BUYERS).map((buyer) => buy(buyer, latencies)));
    const rushSeconds = (performance.now() - rushStarted) / 1000;

    sampling = false;
    await sampler;
    const sampled = [...waits.values()].reduce((sum, n) => sum + n, 0);
    const backends = [...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, n]) => `${what} ${Math.round((n / sampled) * 100)} %`)
      .join(', ');
    const slotIds = [...slots, ...roomy].map((s) => s.slotId);
    const sold = await db
      .select({
        id: timeSlots.id,
        capacity: timeSlots.capacity,
        reserved: timeSlots.reserved,
        slotShare: timeSlots.championsPlaces,
        activityShare: activities.championsPlaces,
      })
      .from(timeSlots)
      .innerJoin(activities, eq(activities.id, timeSlots.activityId))
      .where(inArray(timeSlots.id, slotIds));
    const live = await db
      .select({ slotId: tickets.timeSlotId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(and(inArray(tickets.timeSlotId, slotIds), eq(tickets.isCancelled, false)))
      .groupBy(tickets.timeSlotId);
    const oversold = sold.filter(
      (slot) =>
        slot.reserved > slot.capacity ||
        (live.find((l) => l.slotId === slot.id)?.count ?? 0) !== slot.reserved,
    );
    const refusedWithPlaces = sold.filter((slot) => refusedOn.has(slot.id) && freeSellablePlaces(slot) > 0);
    const violations = await auditMoney(db);
    const p95 = percentile(latencies, 95);
    const pacedP95 = percentile(pacedMs, 95);
    const summary = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    // what Champions may sell of the rush's slots (the partner's capacity share), and what is left of it
    const rushSlots = sold.filter((slot) => slots.some((s) => s.slotId === slot.id));
    const sellable = rushSlots.reduce((sum, slot) => sum + sellablePlaces(slot), 0);
    const left = rushSlots.reduce((sum, slot) => sum + freeSellablePlaces(slot), 0);
    const rushed = BUYERS - BASELINE_BUYERS;
    return [
      [
        `${BUYERS} buyers with credits at moments of their own, ${PACED_RATE} a second on average, buy an entry through nginx (3 instances, PostgreSQL, load from its own process): p95 ≤ 50 ms`,
        `p95 ${pacedP95.toFixed(0)} ms, p50 ${percentile(pacedMs, 50).toFixed(0)} ms, p99 ${percentile(pacedMs, 99).toFixed(0)} ms (one purchase alone on the quiet cluster: p50 ${percentile(alone, 50).toFixed(0)} ms); ${[...pacedStatuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; ${paced.late} sent late by the load generator`,
        pacedP95 <= 50 && [...pacedStatuses.keys()].every((status) => status === 201),
      ],
      [
        `the rush: ${rushed} buyers at the same moment, more than the places (the worst case: its p95 is the time to serve them all, ${rushed} ÷ the purchases a second the machine completes); every buyer gets an entry or SLOT_FULL`,
        `${summary} (with the ${WARMUP_BUYERS + BASELINE_BUYERS} bought one at a time before) for ${sellable} places Champions may sell (${left} left); the rush answered in ${rushSeconds.toFixed(1)} s: ${(rushed / rushSeconds).toFixed(0)} answers a second; p95 ${p95.toFixed(0)} ms, p50 ${percentile(latencies, 50).toFixed(0)} ms; the database's connections during the sales: ${backends}`,
        [...statuses.keys()].every((status) => status === '201' || status === '409 SLOT_FULL'),
      ],
      [
        'no place sold twice or lost, no buyer refused while the slot had a place, no credit lost or doubled (npm run audit:money after both sales)',
        `${oversold.length} slots whose places and tickets disagree; ${refusedWithPlaces.length} of the ${refusedOn.size} slots that answered SLOT_FULL still had a place; ${violations.length} broken money invariants`,
        oversold.length === 0 && refusedWithPlaces.length === 0 && violations.length === 0,
      ],
    ];
  } finally {
    await close();
  }
}
