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
import { appendCredit, auditMoney } from '../../apps/api/src/modules/payments/index.ts';
import { percentile } from '../lib/machine.ts';
import { openSigner } from './signer.ts';

const BUYERS = Number(process.env.PROOF_BUYERS ?? 200);
/** of them, bought one at a time before the rush (the rest, BUYERS − 10, buy at once) */
const BASELINE_BUYERS = 10;
/** few slots, so that buyers outnumber the places and the last ones must be refused, never oversold */
const SLOTS = 4;

/**
 * 200 buyers with credits buy an entry at once, spread over the instances by nginx: the 95th
 * percentile of the answers, no place sold twice, no credit lost or doubled (the money audit).
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
      .select({ slotId: timeSlots.id, optionId: activityOptions.id })
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
    const buyers: { token: string; slot: (typeof slots)[number] }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const email = `kupec-${randomUUID().slice(0, 8)}@example.cz`;
      const [account] = await db
        .insert(accounts)
        .values({ role: 'user', email, name: 'Karel Kupec', emailVerifiedAt: new Date() })
        .returning();
      await appendCredit(db, {
        userId: account!.id,
        amount: 1_000_000,
        reason: 'adjustment',
        reference: email,
      });
      const token = await signer.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
      buyers.push({ token, slot: slots[i % slots.length]! });
    }

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
    // the first buyers one at a time: what the machine gives a purchase alone; then the rest at once
    const alone: number[] = [];
    for (const buyer of buyers.slice(0, BASELINE_BUYERS)) await buy(buyer, alone);
    await Promise.all(buyers.slice(BASELINE_BUYERS).map((buyer) => buy(buyer, latencies)));

    sampling = false;
    await sampler;
    const sampled = [...waits.values()].reduce((sum, n) => sum + n, 0);
    const backends = [...waits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, n]) => `${what} ${Math.round((n / sampled) * 100)} %`)
      .join(', ');
    const slotIds = slots.map((s) => s.slotId);
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
    const summary = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
    // what Champions may sell of the slots (the partner's capacity share), and what is left of it
    const sellable = sold.reduce((sum, slot) => sum + sellablePlaces(slot), 0);
    const left = sold.reduce((sum, slot) => sum + freeSellablePlaces(slot), 0);
    return [
      [
        `${BUYERS - BASELINE_BUYERS} buyers with credits buy an entry at once through nginx (3 instances, PostgreSQL): p95 ≤ 50 ms`,
        `p95 ${p95.toFixed(0)} ms, p50 ${percentile(latencies, 50).toFixed(0)} ms (one purchase alone, one at a time: p50 ${percentile(alone, 50).toFixed(0)} ms); ${summary} for ${sellable} places Champions may sell (${left} left); the database's connections during the rush: ${backends}`,
        p95 <= 50 && [...statuses.keys()].every((status) => status === '201' || status === '409 SLOT_FULL'),
      ],
      [
        'no place sold twice or lost, no buyer refused while the slot had a place, no credit lost or doubled (npm run audit:money after the rush)',
        `${oversold.length} slots whose places and tickets disagree; ${refusedWithPlaces.length} of the ${refusedOn.size} slots that answered SLOT_FULL still had a place; ${violations.length} broken money invariants`,
        oversold.length === 0 && refusedWithPlaces.length === 0 && violations.length === 0,
      ],
    ];
  } finally {
    await close();
  }
}
