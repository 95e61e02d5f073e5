/**
 * The cost of a request: in one process against PostgreSQL (a database the bench
 * creates and drops), the app built as the API tests build it (test config, demo data, a fixed clock)
 * answers, through `app.inject`, a trivial route, a signed-in read, a purchase with credits, a card
 * purchase with a saved card, a scan at the door and a public list; a bare Fastify route (one route,
 * no hooks) is measured in the same run as the baseline. For each: the SQL statements the pg driver sent,
 * the round trips, the CPU of the process per request (`process.cpuUsage`, after a warm-up) and its
 * ratio to the bare route. Then the public cache's hit rate while purchases stream in.
 * Writes bench/results/cost.json and cost.md.
 *
 *   npm run bench:cost      (BENCH_COST_REQUESTS=40, BENCH_DATABASE_URL=postgres://…)
 */
import { writeFileSync } from 'node:fs';
import { cardTimeStep } from '@champions/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import Fastify from 'fastify';
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { accounts, activities, activityOptions, timeSlots, venues } from '../apps/api/src/db/schema.ts';
import { seedDemoData } from '../apps/api/src/db/seed.ts';
import { cardCodeAt } from '../apps/api/src/modules/entries/index.ts';
import { appendCredit } from '../apps/api/src/modules/payments/index.ts';
import { fixedClock } from '../apps/api/src/shared/clock.ts';
import { loadAverage, machine } from './lib/machine.ts';
import { createBenchDatabase } from './lib/pg-database.ts';
import { countQueries } from './lib/query-counter.ts';

const REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 40);
const WARM_UP = 5;
const STREAM_ROUNDS = 20;
const NOW = new Date('2026-11-23T09:00:00.000Z');
export const GOALS = {
  purchaseStatements: 15,
  purchaseCpuToSignedInRead: 8,
  scanStatements: 5,
  signedInReadCpuToBare: 3,
};

/** What was changed to lower the cost, and what it saved (shown in cost.md). */
const CHANGES = [
  "Every signed-in request: the guard reads the account, whether its token was revoked, its partner's " +
    "suspension and a receptionist's venues in one statement (auth/repository.ts, `findGuardedAccount`): one " +
    "statement fewer for every signed-in request, two for a receptionist, and the scan (and today's entries) " +
    'take the venues from it (one more fewer).',
  "The scan, from 15 statements (as measured before these changes: the books' supplies had since added a " +
    'prepaid read and a second journal statement, the webhooks two reads) to 6: the guard as above (3 to 1, and ' +
    "the venues with it); the holder read with their tickets, before the transaction (the admission's conditional " +
    'update and the unique entry per ticket still decide: 20 scans of one ticket at once admit it once, ' +
    "entries.test.ts); the tickets query brings what each payment still prepays (`prepaidSql`, the books' rule, " +
    "also `selectPrepaid`'s); the admission's statement also posts its books — the partner's earning and the " +
    "ticket provided as the books' own common table expressions (`postingCtes`, balanced there, under an entry " +
    'id chosen before the statement, posted only when the ticket was admitted) — and answers whether the holder ' +
    "is an undecided referee (`undecidedRefereeSql`); a ticket's webhook event reads its facts and the partner's " +
    'subscribed endpoints in one statement (every ticket event, not only the scan).',
  "The scan, from 6 statements to 5 (2026-12-04): the tickets at the door come with the ids of their partner's " +
    "webhook endpoints for `entry.admitted` (`subscribedEndpointIdsSql`, the webhooks' rule), and the admission's " +
    'event carries them: a partner without such an endpoint costs no read of the event, one with it still gets its ' +
    "delivery in the admission's transaction (webhook-events.test.ts, both engines).",
  "A scan looks up the holder's company seat only when a membership entry is among the tickets at the door " +
    '(scan-entry.ts): one statement fewer for a bought ticket (a scan sent 14 before these two changes).',
  'A scan marks the ticket used and records its entry in one statement (`admitUnusedTicket`, a WITH of the ' +
    'conditional update and the insert): one statement fewer.',
  "The pool wraps a client's `query` once, not at every checkout (db/client.ts): before, every transaction " +
    'added a wrapper and a promise to each later query of its client, so the CPU of a request grew with the ' +
    'transactions the server had run (after 3 300 on one client, twice the CPU per transaction).',
  "A sale or a cancellation clears the public cache only when a slot's last place goes or a full slot gets " +
    'one back (the pages show whether a slot has a place, not how many): during a stream of purchases the ' +
    'public hit rate went from 50 % to 98 %, as high as without purchases.',
  'The purchase with credits, from 35 statements to 30 (2026-12-05): the receipt of a payment made in the ' +
    "sale's transaction takes the new payment row and the buyer the sale already read (`issueCreditsReceipt`'s " +
    '`sale`: no read of the payment, of an earlier receipt, or of the name and e-mail); the payment mail takes the ' +
    "payer's language with the payment it reads (no lookup of the address); taking the place answers the slot " +
    'as the sale left it (`reservePlace`), so settling late-cancelled places does not read the slot again. The ' +
    'card purchase sends one statement fewer too (the mail language).',
  "A request's e-mail is delivered after its answer (shared/after-answer.ts: the route builder releases what " +
    'the call left for after it once the answer is sent): the purchase no longer claims its mail from the outbox ' +
    'before its transaction commits (a claim that found nothing, then a retry): 30 statements to 29, and the ' +
    'mail goes out right after the answer (the two statements "after the answer").',
  'Every credit movement moves the balance with its ledger row in one statement, and a receipt gives its ' +
    'number to the payment in its own insert (data-modifying WITHs); a sale of one place does not look for ' +
    "friends' places in its answer: the purchase with credits 29 → 26.",
];

/** Read from the statement lists (2026-12-03, the scan 2026-12-04, the purchase 2026-12-05): where the next cuts are, for whoever takes them. */
const WHERE_TO_CUT = [
  'The purchase with credits (26): the account is read three times (the guard, locked in the transaction, and ' +
    'its credits locked again by `appendCredit`, which also looks for the same movement before it moves); the ' +
    'quote takes three reads (a ticket already held, the membership, the fair-use day); the mail reads the ' +
    "payment and the entry the sale has in hand; the answer's entry is read after the commit; the ticket's event " +
    'reads its facts for the webhooks; the late-cancelled places are looked for at every sale; the idempotency ' +
    "key and the account lease are four statements around the transaction (the lease's release and the answer's " +
    'save could be one).',
  'The scan (5 statements): the guard, the tickets with their holder, BEGIN, the admission with its books and ' +
    'the referral question, COMMIT. Four would need the guard and the tickets in one statement (the session kept ' +
    'in memory), or the admission without a transaction where no webhook listens.',
  'The signed-in read against the bare route: the bare route sends no statement, the read sends four (the ' +
    "guard's one, the subscriptions, the tickets, their count), and each costs the process CPU in drizzle and " +
    "the pg driver (building, sending, parsing the answer); the bare route's CPU is a fraction of one " +
    "statement's, so within 3× of it needs a read that sends almost none (the session kept in memory, the " +
    "card's parts in one query).",
];

type Inject = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object };
interface Row {
  name: string;
  request: string;
  requests: number;
  statements: number;
  roundTrips: number;
  /** statements sent while no other of the request's was in flight (the waits one after another) */
  serialRoundTrips: number;
  /** statements sent after the answer (the mail outbox delivering what the request queued) */
  statementsAfterAnswer: number;
  cpuMsPerRequest: number;
  ratioToBare: number;
  /** one request's statements in order, first 120 characters each */
  sql: string[];
}

const database = await createBenchDatabase('bench_cost');
const handle = await openDatabase({ url: database.url, poolSize: 5 });
// counted from the pool's first connection on (before migrating), so that every client is wrapped
const counter = countQueries((handle.db as unknown as { $client: pg.Pool }).$client);
const bare = Fastify();
bare.get('/', async () => ({ ok: true }));
await bare.ready();

try {
  await handle.migrate();
  const clock = fixedClock(NOW);
  await seedDemoData(handle.db, clock.now(), { organisation: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    AUTH_RATE_LIMIT: '100000',
  });
  const app = await buildApp({ config, db: handle.db, clock });
  await app.ready();
  const db = handle.db;

  const login = async (role: string, email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };
  const user = (token: string) => ({ 'x-user-token': `Bearer ${token}` });
  const expectStatus = (what: string, res: { statusCode: number; body: string }, status: number) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };

  const [partner] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  const [demoUser] = await db.select().from(accounts).where(eq(accounts.email, 'uzivatel@champions.cz'));
  // enough credit for every purchase the bench makes (through the ledger, as every balance is its sum)
  await appendCredit(db, {
    userId: demoUser!.id,
    amount: 100_000_000,
    reason: 'adjustment',
    reference: 'bench-cost-credit',
  });
  const userToken = await login('user', 'uzivatel@champions.cz');
  const staffToken = await login('staff', 'recepce@champions.cz');
  const slots = await db
    .select({
      slotId: timeSlots.id,
      startsAt: timeSlots.startsAt,
      activityId: activities.id,
      optionId: activityOptions.id,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .innerJoin(
      activityOptions,
      and(eq(activityOptions.activityId, activities.id), eq(activityOptions.sortOrder, 0)),
    )
    .where(and(eq(venues.adminId, partner!.id), gt(timeSlots.startsAt, new Date(NOW.getTime() + 3600_000))))
    .orderBy(asc(timeSlots.startsAt), asc(timeSlots.id));
  const perRow = REQUESTS + WARM_UP;
  if (slots.length < perRow * 3 + STREAM_ROUNDS)
    throw new Error(`only ${slots.length} upcoming slots; lower BENCH_COST_REQUESTS`);
  const slotsFor = (row: number) => slots.slice(row * perRow, (row + 1) * perRow);
  const streamSlots = slots.slice(3 * perRow);

  /** A customer with no credits, made in the database, signed in with a token signed directly. */
  let customers = 0;
  const newCustomer = async (credits: number) => {
    customers += 1;
    const email = `bench-cost-${customers}@example.cz`;
    const [row] = await db
      .insert(accounts)
      .values({ role: 'user', email, name: `Bench ${customers}`, emailVerifiedAt: clock.now() })
      .returning({ id: accounts.id });
    if (credits > 0)
      await appendCredit(db, { userId: row!.id, amount: credits, reason: 'adjustment', reference: email });
    const token = await app.ctx.tokens.sign({ id: row!.id, email, role: 'user', tv: 0 });
    return { id: row!.id, token };
  };
  const purchase = (token: string, slot: { slotId: string; optionId: string }, extra: object = {}) => ({
    method: 'POST' as const,
    url: '/api/user/entries',
    headers: { ...user(token), 'idempotency-key': crypto.randomUUID() },
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId, ...extra },
  });

  // the card buyer: no credits, a card saved as /platba saves it (SetupIntent + the local card form)
  const cardBuyer = await newCustomer(0);
  const setup = await app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: user(cardBuyer.token),
  });
  expectStatus('setup intent', setup, 200);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: user(cardBuyer.token),
    payload: {
      clientSecret: setup.json().clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expectStatus('card confirm', confirmed, 200);
  const methods = await app.inject({
    method: 'GET',
    url: '/api/user/payment-methods',
    headers: user(cardBuyer.token),
  });
  const paymentMethodId = (methods.json().paymentMethods as { id: string }[])[0]!.id;

  /** What the in-process client of `inject` costs is part of both sides of the ratio. */
  interface Case {
    name: string;
    request: string;
    status: number;
    /** prepares iteration `i` (not measured) and answers the request to measure */
    prepare(i: number): Promise<Inject> | Inject;
    after?(i: number): void;
    target?: typeof bare;
  }
  const scanSlots = slotsFor(2);
  const cases: Case[] = [
    {
      name: 'bare Fastify route',
      request: 'GET / (a separate fastify())',
      status: 200,
      target: bare,
      prepare: () => ({ method: 'GET', url: '/' }),
    },
    {
      name: 'trivial route',
      request: 'GET /api/health',
      status: 200,
      prepare: () => ({ method: 'GET', url: '/api/health' }),
    },
    {
      name: 'signed-in read',
      request: 'GET /api/user/card',
      status: 200,
      prepare: () => ({ method: 'GET', url: '/api/user/card', headers: user(userToken) }),
    },
    {
      name: 'purchase with credits',
      request: 'POST /api/user/entries (paid whole with credits)',
      status: 201,
      prepare: (i) => purchase(userToken, slotsFor(0)[i]!),
    },
    {
      name: 'card purchase, saved card',
      request: 'POST /api/user/entries with paymentMethodId (local provider)',
      status: 201,
      prepare: (i) =>
        purchase(cardBuyer.token, slotsFor(1)[i]!, { paymentMethodId, requestId: crypto.randomUUID() }),
    },
    {
      name: 'scan at the door',
      request: 'POST /api/staff/entries/scan (a fresh ticket each)',
      status: 200,
      async prepare(i) {
        const slot = scanSlots[i]!;
        const buyer = await newCustomer(10_000_000);
        expectStatus('scan ticket', await app.inject(purchase(buyer.token, slot)), 201);
        clock.set(new Date(slot.startsAt.getTime() - 10 * 60_000));
        const card = (
          await app.inject({ method: 'GET', url: '/api/user/card', headers: user(buyer.token) })
        ).json();
        const code = `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(clock.now()))}`;
        return {
          method: 'POST',
          url: '/api/staff/entries/scan',
          headers: { 'x-staff-token': `Bearer ${staffToken}` },
          payload: { code },
        };
      },
      after: () => clock.set(NOW),
    },
    {
      name: 'public list',
      request: 'GET /api/public/activities (cached after its first answer)',
      status: 200,
      prepare: () => ({ method: 'GET', url: '/api/public/activities' }),
    },
  ];

  const rows: Row[] = [];
  const loadBefore = loadAverage();
  for (const c of cases) {
    const target = c.target ?? app;
    let cpuMicros = 0;
    let statements = 0;
    let serial = 0;
    let afterAnswer = 0;
    let sql: string[] = [];
    for (let i = 0; i < perRow; i++) {
      const options = await c.prepare(i);
      // what the preparation queued (a purchase's mail) is delivered before the measured request
      await app.ctx.mailer.settled();
      const measured = i >= WARM_UP;
      counter.start();
      const before = process.cpuUsage();
      const res = await target.inject(options);
      const atAnswer = counter.snapshot();
      await app.ctx.mailer.settled();
      const cpu = process.cpuUsage(before);
      const all = counter.stop();
      c.after?.(i);
      expectStatus(c.name, res, c.status);
      if (c.name === 'scan at the door' && !res.json().admitted) throw new Error(`not admitted: ${res.body}`);
      if (!measured) continue;
      cpuMicros += cpu.user + cpu.system;
      statements += atAnswer.statements;
      serial += atAnswer.serial;
      afterAnswer += all.statements - atAnswer.statements;
      if (i === WARM_UP) sql = atAnswer.texts.map((text) => text.replace(/\s+/g, ' ').slice(0, 120));
    }
    rows.push({
      name: c.name,
      request: c.request,
      requests: REQUESTS,
      statements: statements / REQUESTS,
      roundTrips: statements / REQUESTS,
      serialRoundTrips: serial / REQUESTS,
      statementsAfterAnswer: afterAnswer / REQUESTS,
      cpuMsPerRequest: cpuMicros / REQUESTS / 1000,
      ratioToBare: 0,
      sql,
    });
  }
  const loadAfter = loadAverage();
  const bareCpu = rows[0]!.cpuMsPerRequest;
  for (const row of rows) row.ratioToBare = row.cpuMsPerRequest / bareCpu;
  const rowOf = (name: string) => rows.find((row) => row.name === name)!;
  const purchaseRow = rowOf('purchase with credits');
  const readRow = rowOf('signed-in read');
  const scanRow = rowOf('scan at the door');
  const goals = [
    {
      goal: `a purchase with credits ≤ ${GOALS.purchaseStatements} statements`,
      measured: purchaseRow.statements.toFixed(1),
      met: purchaseRow.statements <= GOALS.purchaseStatements,
    },
    {
      goal: `a purchase with credits ≤ ${GOALS.purchaseCpuToSignedInRead}× the CPU of a signed-in read`,
      measured: `${(purchaseRow.cpuMsPerRequest / readRow.cpuMsPerRequest).toFixed(1)}×`,
      met: purchaseRow.cpuMsPerRequest <= GOALS.purchaseCpuToSignedInRead * readRow.cpuMsPerRequest,
    },
    {
      goal: `a scan ≤ ${GOALS.scanStatements} statements`,
      measured: scanRow.statements.toFixed(1),
      met: scanRow.statements <= GOALS.scanStatements,
    },
    {
      goal: `a signed-in read ≤ ${GOALS.signedInReadCpuToBare}× the CPU of the bare Fastify route`,
      measured: `${readRow.ratioToBare.toFixed(1)}×`,
      met: readRow.ratioToBare <= GOALS.signedInReadCpuToBare,
    },
  ];

  // the public cache while purchases stream in: each round, two visitors read the list and one
  // activity's detail, then someone buys a place (of another activity); and the same reads without purchases
  const cache = app.ctx.publicCache;
  const peek = cache.peekAnswer.bind(cache);
  let hits = 0;
  let looks = 0;
  cache.peekAnswer = (key: string) => {
    const answer = peek(key);
    looks += 1;
    if (answer) hits += 1;
    return answer;
  };
  const readActivity = streamSlots.find((slot) => slot.activityId !== streamSlots[0]!.activityId)!.activityId;
  const reads: Inject[] = [
    { method: 'GET', url: '/api/public/activities' },
    { method: 'GET', url: `/api/public/activities/${readActivity}` },
  ];
  const stream = async (withPurchases: boolean) => {
    hits = 0;
    looks = 0;
    cache.clear();
    let answered = 0;
    for (let round = 0; round < STREAM_ROUNDS; round++) {
      for (let visitor = 0; visitor < 2; visitor++)
        for (const read of reads) {
          expectStatus(read.url, await app.inject(read), 200);
          answered += 1;
        }
      const slot = streamSlots.filter((s) => s.activityId !== readActivity)[round]!;
      if (withPurchases) expectStatus('stream purchase', await app.inject(purchase(userToken, slot)), 201);
    }
    return { publicReads: answered, fromCache: hits, hitRate: hits / answered, cacheLookups: looks };
  };
  const publicCache = {
    rounds: STREAM_ROUNDS,
    round:
      'two visitors each read GET /api/public/activities and one activity detail, then one purchase (another activity)',
    withPurchases: await stream(true),
    withoutPurchases: await stream(false),
  };

  const result = {
    engine: 'postgres',
    measuredAt: new Date().toISOString(),
    command: 'npm run bench:cost',
    machine: machine(),
    loadAverage1m: { before: loadBefore, after: loadAfter },
    requestsPerRow: REQUESTS,
    warmUpPerRow: WARM_UP,
    rows,
    goals,
    publicCache,
  };
  writeFileSync(new URL('./results/cost.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(new URL('./results/cost.md', import.meta.url), costReport(result));
  console.log(costReport(result));
  await app.close();
} finally {
  await bare.close();
  await handle.close();
  await database.drop();
}

/** The statements a request sent more than once (same first 120 characters): the first place to cut. */
function repeated(sql: string[]): string[] {
  const times = new Map<string, number>();
  for (const text of sql) times.set(text, (times.get(text) ?? 0) + 1);
  const again = [...times].filter(([, count]) => count > 1);
  if (!again.length) return [];
  return [
    'Sent more than once in the same request (same first 120 characters):',
    '',
    ...again.map(([text, count]) => `- ${count}× \`${text.slice(0, 70).replaceAll('`', "'")}…\``),
    '',
  ];
}

function costReport(result: {
  measuredAt: string;
  machine: ReturnType<typeof machine>;
  loadAverage1m: { before: number; after: number };
  requestsPerRow: number;
  warmUpPerRow: number;
  rows: Row[];
  goals: { goal: string; measured: string; met: boolean }[];
  publicCache: {
    round: string;
    rounds: number;
    withPurchases: { publicReads: number; fromCache: number; hitRate: number };
    withoutPurchases: { publicReads: number; fromCache: number; hitRate: number };
  };
}): string {
  const m = result.machine;
  const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
  const statementsOf = (name: string) => {
    const row = result.rows.find((r) => r.name === name)!;
    return [
      `### ${row.name} (\`${row.request}\`): ${row.sql.length} statements`,
      '',
      ...row.sql.map((text, i) => `${i + 1}. \`${text.replaceAll('`', "'")}\``),
      '',
      ...repeated(row.sql),
    ];
  };
  const cache = result.publicCache;
  const lines = [
    '# The cost of a request',
    '',
    `Measured ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:cost\` (bench/cost.ts), PostgreSQL, ` +
      `one process, \`app.inject\`; ${result.requestsPerRow} requests per row after ${result.warmUpPerRow} of warm-up.`,
    `Machine: ${m.nproc} cores (nproc), ${m.cpu}, ${m.ramGiB} GiB RAM, Node ${m.node}; 1-minute load average ` +
      `${result.loadAverage1m.before} before, ${result.loadAverage1m.after} after (the machine is shared: CPU ` +
      'per request is only comparable at a similar load; the statement counts do not depend on it).',
    '',
    'Statements: every query the pg driver sent during the request (BEGIN and COMMIT counted), until the ' +
      'answer. Round trips: the driver does not pipeline, so one per statement; "serial" counts those sent ' +
      "while none of the request's others was in flight (the waits one after another). After the answer: " +
      'statements of the mail outbox delivering what the request queued (counted apart, CPU included). CPU: ' +
      '`process.cpuUsage` (user + system) of the process around the request, including the in-process client ' +
      'of `inject` (on both sides of the ratio). App config as the API tests have it (log silent).',
    '',
    '| row | request | statements | round trips (serial) | after the answer | CPU ms/request | ratio to bare route |',
    '|---|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | \`${row.request}\` | ${n(row.statements)} | ${n(row.roundTrips)} (${n(row.serialRoundTrips)}) | ${n(row.statementsAfterAnswer)} | ${row.cpuMsPerRequest.toFixed(3)} | ${row.ratioToBare.toFixed(1)}× |`,
    ),
    '',
    '## Goals',
    '',
    '| goal | measured | met |',
    '|---|---|---|',
    ...result.goals.map((g) => `| ${g.goal} | ${g.measured} | ${g.met ? 'met' : '**not met**'} |`),
    '',
    '## What was changed to get here',
    '',
    ...CHANGES.map((change) => `- ${change}`),
    '',
    '## Where to cut next',
    '',
    ...WHERE_TO_CUT.map((cut) => `- ${cut}`),
    '',
    '## The statements, in order (first 120 characters)',
    '',
    ...statementsOf('purchase with credits'),
    ...statementsOf('scan at the door'),
    ...statementsOf('card purchase, saved card'),
    '## The public cache during a stream of purchases',
    '',
    `${cache.rounds} rounds; a round: ${cache.round}. A purchase clears the cache only when it takes a ` +
      "slot's last place (shared/catalogue-changed.ts); a change that does clear it (a partner's edit, the last " +
      'place) clears it whole, and the reads after it miss until they are answered again.',
    '',
    '| stream | public reads | answered from the cache | hit rate |',
    '|---|---|---|---|',
    `| with a purchase each round | ${cache.withPurchases.publicReads} | ${cache.withPurchases.fromCache} | ${(cache.withPurchases.hitRate * 100).toFixed(0)} % |`,
    `| the same reads, no purchases | ${cache.withoutPurchases.publicReads} | ${cache.withoutPurchases.fromCache} | ${(cache.withoutPurchases.hitRate * 100).toFixed(0)} % |`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
