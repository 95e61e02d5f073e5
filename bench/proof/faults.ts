import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  activities,
  activityOptions,
  creditLedger,
  payments,
  receipts,
  tickets,
  timeSlots,
  venues,
} from '../../apps/api/src/db/schema.ts';
import { auditMoney } from '../../apps/api/src/modules/payments/index.ts';
import { msUntil } from './checks.ts';
import { startInstance } from './cluster.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { newCustomer, openSigner } from './signer.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUYERS = Number(process.env.PROOF_BUYERS ?? 200);
const SLOTS = 4;
/** fewer places than buyers: the last ones are refused, never oversold */
const PLACES_PER_SLOT = Math.floor((BUYERS * 0.8) / SLOTS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  retryAfter: string | null;
  code?: string | undefined;
}
interface Buyer {
  id: string;
  token: string;
  pays: 'credits' | 'card';
  paymentMethodId?: string;
  slotId: string;
  optionId: string;
  key: string;
  requestId: string;
  answers: Answer[];
}

/**
 * A TCP fault proxy between an API instance and PostgreSQL (bench/proof/fault-proxy.ts) cuts the
 * connections and adds latency while 200 buyers, half with credits and half with a saved card (the
 * local provider), buy at once. Each answer must be whole (201 or 409) or a 503 with Retry-After
 * that changed nothing; the buyers then repeat their 503s with the same Idempotency-Key, the
 * reconcile job runs once, and `npm run audit:money` must pass; the instance recovers without a restart.
 */
export async function faultProof(options: {
  databaseUrl: string;
  env: Record<string, string>;
  port: number;
  proxyPort: number;
}): Promise<[string, string, boolean][]> {
  const target = new URL(options.databaseUrl);
  const proxy = await startFaultProxy({
    port: options.proxyPort,
    upstreamHost: target.hostname,
    upstreamPort: Number(target.port || 5432),
  });
  const { db, signer, close } = await openSigner(options);
  const instance = await startInstance(options.port, {
    ...options.env,
    DATABASE_URL: proxy.url(target.pathname.slice(1)),
  });
  const api = (path: string, token: string, body: unknown, key?: string) =>
    fetch(`${instance.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-user-token': `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    });
  try {
    const [partner] = await db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const [offer] = await db
      .select({ activityId: activities.id, optionId: activityOptions.id })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .innerJoin(
        activityOptions,
        and(eq(activityOptions.activityId, activities.id), eq(activityOptions.sortOrder, 0)),
      )
      .where(and(eq(venues.adminId, partner!.id), eq(activities.published, true)))
      .limit(1);
    const day = Math.ceil((Date.now() + 4 * 86_400_000) / 3_600_000) * 3_600_000;
    const slots = await db
      .insert(timeSlots)
      .values(
        Array.from({ length: SLOTS }, (_, i) => ({
          activityId: offer!.activityId,
          startsAt: new Date(day + (i * 2 + 1) * 3_600_000 + 17 * 60_000),
          endsAt: new Date(day + (i * 2 + 2) * 3_600_000),
          capacity: PLACES_PER_SLOT,
        })),
      )
      .returning();

    const buyers: Buyer[] = [];
    const makeBuyer = async (i: number) => {
      const pays = i % 2 === 0 ? 'credits' : 'card';
      const { id, token } = await newCustomer(db, signer, {
        prefix: 'porucha',
        name: 'Petr Porucha',
        credits: pays === 'credits',
      });
      let paymentMethodId: string | undefined;
      if (pays === 'card') {
        // the card saved as on /platba: a SetupIntent and the local provider's card form
        const setup = (await (await api('/user/payment-methods/setup-intent', token, {})).json()) as {
          clientSecret: string;
        };
        const confirmed = await api('/user/payments/local/confirm', token, {
          clientSecret: setup.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        });
        if (!confirmed.ok) throw new Error(`a card could not be saved (${confirmed.status})`);
        const list = await fetch(`${instance.url}/api/user/payment-methods`, {
          headers: { 'x-user-token': `Bearer ${token}` },
        });
        paymentMethodId = ((await list.json()) as { paymentMethods: { id: string }[] }).paymentMethods[0]!.id;
      }
      const slot = slots[i % SLOTS]!;
      buyers.push({
        id,
        token,
        pays,
        paymentMethodId,
        slotId: slot.id,
        optionId: offer!.optionId,
        key: randomUUID(),
        requestId: randomUUID(),
        answers: [],
      });
    };
    for (let i = 0; i < BUYERS; i += 10) {
      await Promise.all(Array.from({ length: Math.min(10, BUYERS - i) }, (_, j) => makeBuyer(i + j)));
    }

    const purchase = async (buyer: Buyer) => {
      try {
        const res = await api(
          '/user/entries',
          buyer.token,
          {
            timeSlotId: buyer.slotId,
            optionId: buyer.optionId,
            requestId: buyer.requestId,
            ...(buyer.paymentMethodId ? { paymentMethodId: buyer.paymentMethodId } : {}),
          },
          buyer.key,
        );
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        buyer.answers.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: body.code,
        });
      } catch {
        buyer.answers.push({ status: 0, retryAfter: null });
      }
    };

    // the faults, every 100 ms until every buyer has an answer: the connections are cut (one time in
    // twenty), new connections are refused for 100 ms (one in forty), the latency changes (0–80 ms)
    let rushing = true;
    let refusals = 0;
    const faults = (async () => {
      while (rushing) {
        const dice = Math.random();
        if (dice < 0.05) proxy.cutAll();
        else if (dice < 0.075) {
          refusals++;
          proxy.setRefusing(true);
        } else proxy.setRefusing(false);
        proxy.setLatency(Math.random() < 0.5 ? 0 : Math.round(Math.random() * 80));
        await sleep(100);
      }
      proxy.setRefusing(false);
      proxy.setLatency(0);
    })();
    const started = performance.now();
    await Promise.all(buyers.map(purchase));
    const rushMs = performance.now() - started;
    rushing = false;
    await faults;

    const first = buyers.map((b) => b.answers[0]!);
    const count = (status: number) => first.filter((a) => a.status === status).length;
    const unavailable = first.filter((a) => a.status === 503);
    const withoutRetryAfter = unavailable.filter((a) => !a.retryAfter).length;
    // 202: a card payment still in progress (no entry yet; the reconcile job or a repeat finishes it);
    // 400 ENTRY_SLOT_FILLED_REFUNDED: the card was charged as the last place went, the money goes back
    const whole = (a: Answer) =>
      [201, 202, 409, 503].includes(a.status) ||
      (a.status === 400 && a.code === 'ENTRY_SLOT_FILLED_REFUNDED');
    const other = first.filter((a) => !whole(a));

    // the buyers who saw 503 repeat the same request (same Idempotency-Key) once the network is back
    for (let round = 0; round < 5 && buyers.some((b) => b.answers.at(-1)!.status === 503); round++) {
      await sleep(2000);
      await Promise.all(buyers.filter((b) => b.answers.at(-1)!.status === 503).map(purchase));
    }
    // a card payment whose confirmation was cut is finished by the reconcile job (run once, now)
    await signer.payments.reconcile(0);

    const ids = buyers.map((b) => b.id);
    const held = await db
      .select({ userId: tickets.userId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(and(inArray(tickets.userId, ids), eq(tickets.isCancelled, false)))
      .groupBy(tickets.userId);
    const ticketsOf = new Map(held.map((h) => [h.userId, h.n]));
    const finals = buyers.map((b) => ({
      buyer: b,
      final: b.answers.at(-1)!.status,
      tickets: ticketsOf.get(b.id) ?? 0,
    }));
    // whole: a buyer holds a ticket when their (repeated) answer was 201, none after a refusal, never
    // two; after 202 (the card payment in progress) either, as the reconcile job settled the payment
    // (the sums below hold the tickets to the captured payments)
    const split = finals.filter(
      (f) =>
        f.tickets > 1 ||
        (f.final === 201 && f.tickets !== 1) ||
        (![201, 202].includes(f.final) && f.tickets !== 0),
    );
    const stillUnavailable = finals.filter((f) => f.final === 503).length;
    const finalKinds = new Map<string, number>();
    for (const { buyer } of finals) {
      const last = buyer.answers.at(-1)!;
      const kind = `${last.status}${last.code && last.status !== 201 ? ` ${last.code}` : ''}`;
      finalKinds.set(kind, (finalKinds.get(kind) ?? 0) + 1);
    }
    const splitKinds = new Map<string, number>();
    for (const f of split) {
      const kind = `${f.buyer.pays} ${f.buyer.answers.map((a) => a.status).join('→')} with ${f.tickets} tickets`;
      splitKinds.set(kind, (splitKinds.get(kind) ?? 0) + 1);
    }

    // what became of the card payments answered 202 (in progress) once the reconcile job ran
    const pendingIds = finals.filter((f) => f.final === 202).map((f) => f.buyer.id);
    const pendingStates = pendingIds.length
      ? await db
          .select({ status: payments.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(payments)
          .where(and(inArray(payments.userId, pendingIds), eq(payments.kind, 'entry')))
          .groupBy(payments.status)
      : [];
    const creditBuyers = buyers.filter((b) => b.pays === 'credits').map((b) => b.id);
    const cardBuyers = buyers.filter((b) => b.pays === 'card').map((b) => b.id);
    const [spent] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(creditLedger)
      .where(and(inArray(creditLedger.userId, creditBuyers), eq(creditLedger.reason, 'purchase')));
    const creditTickets = creditBuyers.reduce((sum, id) => sum + (ticketsOf.get(id) ?? 0), 0);
    const cardTickets = cardBuyers.reduce((sum, id) => sum + (ticketsOf.get(id) ?? 0), 0);
    // a card payment charged while its slot filled up goes back to the card by the return job (the
    // instance's job runner, after the commit): the sums are read once the runner has done it
    const settledAfter = await msUntil(async () => (await auditMoney(db)).length === 0, 90_000);
    const captured = await db
      .select({ id: payments.id, refunded: payments.refundedAmount, amount: payments.amount })
      .from(payments)
      .where(
        and(
          inArray(payments.userId, cardBuyers),
          eq(payments.kind, 'entry'),
          eq(payments.status, 'succeeded'),
        ),
      );
    const returned = captured.filter((p) => p.refunded === p.amount).length;
    const [receiptRows] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(receipts)
      .where(
        captured.length
          ? inArray(
              receipts.paymentId,
              captured.map((p) => p.id),
            )
          : sql`false`,
      );
    const oversold = await db
      .select({ id: timeSlots.id })
      .from(timeSlots)
      .where(
        and(
          inArray(
            timeSlots.id,
            slots.map((s) => s.id),
          ),
          sql`${timeSlots.reserved} <> (select count(*) from tickets t where t.time_slot_id = ${timeSlots.id} and not t.is_cancelled) or ${timeSlots.reserved} > ${timeSlots.capacity}`,
        ),
      );
    const audit = spawnSync('npm', ['run', '--silent', 'audit:money'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: options.databaseUrl },
      encoding: 'utf8',
    });

    // recovery: the same process (never restarted) answers and sells again
    const ready = await fetch(`${instance.url}/api/ready`);
    const after = buyers.find((b) => b.pays === 'credits' && (ticketsOf.get(b.id) ?? 0) === 0) ?? buyers[0]!;
    const [spare] = await db
      .insert(timeSlots)
      .values({
        activityId: offer!.activityId,
        startsAt: new Date(day + 20 * 3_600_000 + 17 * 60_000),
        endsAt: new Date(day + 21 * 3_600_000),
        capacity: 5,
      })
      .returning();
    const again = await api(
      '/user/entries',
      after.token,
      { timeSlotId: spare!.id, optionId: offer!.optionId, requestId: randomUUID() },
      randomUUID(),
    );
    const recovered = ready.status === 200 && again.status === 201 && instance.process.exitCode === null;

    const summary = `${count(201)} × 201, ${count(202)} × 202, ${count(409)} × 409, ${count(400)} × 400 ENTRY_SLOT_FILLED_REFUNDED, ${unavailable.length} × 503 (${withoutRetryAfter} without Retry-After)${other.length ? `, other: ${other.map((a) => a.status).join(' ')}` : ''}`;
    return [
      [
        `a TCP fault proxy between an instance and PostgreSQL cuts the connections (${proxy.cuts} cuts, ${refusals} refusals, 0–80 ms latency) while ${BUYERS} buyers (half credits, half a saved card) buy at once: each answer whole (an entry, a card payment in progress, a refusal) or 503 with Retry-After`,
        `${summary} in ${(rushMs / 1000).toFixed(1)} s; after repeating the 503s with the same key: ${[...finalKinds].map(([k, n]) => `${n} × ${k}`).join(', ')}${pendingStates.length ? ` (the payments answered 202, after the reconcile job: ${pendingStates.map((p) => `${p.n} ${p.status}`).join(', ')})` : ''}; ${split.length} buyers whose tickets disagree with their answer${split.length ? ` (${[...splitKinds].map(([k, n]) => `${n} × ${k}`).join('; ')})` : ''}, ${stillUnavailable} still 503`,
        other.length === 0 && withoutRetryAfter === 0 && split.length === 0 && stillUnavailable === 0,
      ],
      [
        'after the faults the sums hold: credits spent = ledger rows = tickets, captured card payments = receipts = tickets + payments given back, no place sold twice; npm run audit:money',
        `${spent!.n} purchase ledger rows for ${creditTickets} credit tickets; ${captured.length} captured card payments (${returned} of them given back to the card: their place sold out while the card was charged${settledAfter === null ? ', the return job not done in 90 s' : `, the return job done after ${settledAfter} ms`}), ${receiptRows!.n} receipts, ${cardTickets} card tickets; ${oversold.length} slots whose places disagree; audit:money ${
          audit.status === 0
            ? 'passes'
            : `FAILS: ${audit.stdout
                .split('\n')
                .filter((line) => line.startsWith('✘'))
                .join(' ')}`
        }`,
        spent!.n === creditTickets &&
          captured.length - returned === cardTickets &&
          receiptRows!.n === captured.length &&
          oversold.length === 0 &&
          audit.status === 0,
      ],
      [
        'the instance recovers without a restart (the same process)',
        `ready ${ready.status}, a new purchase ${again.status}, process ${instance.process.exitCode === null ? 'still running' : 'exited'}`,
        recovered,
      ],
    ];
  } finally {
    await instance.stop();
    await proxy.stop();
    await close();
  }
}
