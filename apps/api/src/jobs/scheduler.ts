import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { extendCalendar } from '../db/seed.ts';
import {
  issueMonthlyInvoices,
  MONTHLY_INVOICE_JOB,
  SUSPEND_OVERDUE_JOB,
  suspendOverdueSeats,
} from '../modules/companies/index.ts';
import {
  enqueueDueReminders,
  expireUnusedTickets,
  promoteWaitlists,
  REMINDER_JOB,
  remindTicket,
} from '../modules/entries/index.ts';
import {
  pruneIdempotencyKeys,
  RETURN_PAYMENT_JOB,
  RETURN_PREPAID_JOB,
  reconcilePayments,
  returnPaymentJob,
  returnPrepaidJob,
} from '../modules/payments/index.ts';
import { decideStandingReferralRewards, REFERRAL_REWARD_JOB } from '../modules/referrals/index.ts';
import {
  type RenewalJob,
  remindYearEnd,
  renewPeriod,
  scanRenewals,
  type YearEndReminderJob,
} from '../modules/subscriptions/index.ts';
import {
  deliverVoucher,
  expireVouchers,
  VOUCHER_DELIVERY_JOB,
  VOUCHER_EXPIRY_JOB,
} from '../modules/vouchers/index.ts';
import { type DeliveryJobPayload, deliverWebhook, WEBHOOK_DELIVERY_JOB } from '../modules/webhooks/index.ts';
import type { Clock } from '../shared/clock.ts';
import { errorForLog } from '../shared/error-handler.ts';
import { useCaseContextAt } from '../shared/use-case.ts';
import { pruneJobs } from './prune.ts';
import { enqueueJob, type JobErrorReport, type JobHandler } from './queue.ts';
import { type JobRunner, startJobRunner } from './runner.ts';

/** How often the recurring work is enqueued; due jobs run as soon as they are due (the runner). */
const TICK_MS = 60_000;

/** Jobs that keep the demo alive: enqueued (and run) only where the demo was seeded (SEED_DEMO). */
export const DEMO_ONLY_JOBS: readonly string[] = ['calendar.extend'];

/**
 * How many jobs of a kind one instance runs at once (others: 2). Reminders come by the thousand the
 * day before a busy day; they have places of their own, as do renewals, so neither waits for the other.
 */
const KIND_LIMITS: Readonly<Record<string, number>> = {
  [REMINDER_JOB]: 4,
  'subscriptions.renew': 4,
};

/** What each job kind runs (also used by tests that walk the clock). */
export function jobHandlers(app: FastifyInstance, clock: Clock = app.ctx.clock): Record<string, JobHandler> {
  const { db, mailer, catalogueChanged } = app.ctx;
  // a job's use case runs in the context of the moment it runs, with no one acting (a system caller)
  const at = () => useCaseContextAt(app.useCases, clock.now());
  const handlers: Record<string, JobHandler> = {
    // renewals, retries, period-end changes and year-end reminders (modules/subscriptions/services)
    'subscriptions.scan': async () => {
      await scanRenewals(at(), null);
    },
    'subscriptions.renew': async (payload) => {
      await renewPeriod(at(), null, payload as RenewalJob);
    },
    'subscriptions.reminder': async (payload) => {
      await remindYearEnd(at(), null, payload as YearEndReminderJob);
    },
    'mail.retry': async () => {
      await mailer.retryPending();
    },
    'calendar.extend': async () => {
      await extendCalendar(db, clock.now());
      catalogueChanged('slots');
    },
    'tickets.expire': async () => {
      await expireUnusedTickets(at(), null);
    },
    // the webhook's retry path: failed events again, open payments checked with the provider
    'payments.reconcile': async () => {
      await reconcilePayments(at(), null);
    },
    // the reminder the day before a slot, one job per ticket (dedupe key): sent once across workers
    'tickets.remind': async () => {
      await enqueueDueReminders(at(), null);
    },
    // a payment that bought nothing goes back to the card it came from
    [RETURN_PAYMENT_JOB]: returnPaymentJob(app.payments),
    [RETURN_PREPAID_JOB]: returnPrepaidJob(app.payments, db),
    [REMINDER_JOB]: async (payload) => {
      await remindTicket(at(), null, payload as { ticketId?: string });
    },
    // a gift voucher e-mailed to its recipient on the chosen day; unused vouchers past 12 months end daily
    [VOUCHER_DELIVERY_JOB]: async (payload) => {
      await deliverVoucher(at(), null, payload as { voucherId: string });
    },
    [VOUCHER_EXPIRY_JOB]: async () => {
      await expireVouchers(at(), null);
    },
    // freed places (capacity raised, a missed run) go to the waitlists
    'waitlist.promote': async () => {
      await promoteWaitlists(at(), null);
    },
    // a company invoice unpaid after its due date suspends the company's seats (once per invoice)
    [SUSPEND_OVERDUE_JOB]: async () => {
      await suspendOverdueSeats(at(), null);
    },
    // each company's invoice of the month, once (the unique company-month index), e-mailed with its PDF
    [MONTHLY_INVOICE_JOB]: async () => {
      await issueMonthlyInvoices(at(), null);
    },
    // referral rewards whose purchase now stands (an entry used, a membership past its withdrawal period)
    [REFERRAL_REWARD_JOB]: async () => {
      await decideStandingReferralRewards(at(), null);
    },
    // one attempt of a partner's webhook delivery (its own schedule of retries: modules/webhooks)
    [WEBHOOK_DELIVERY_JOB]: async (payload) => {
      await deliverWebhook(at(), null, payload as DeliveryJobPayload);
    },
    // the queue's and the idempotency keys' housekeeping
    'jobs.prune': async () => {
      await pruneJobs(db, clock.now(), app.log);
      await pruneIdempotencyKeys(db, clock.now());
    },
  };
  if (app.ctx.config.SEED_DEMO) return handlers;
  // a demo job left from a start with the demo on ends without running
  return { ...handlers, ...Object.fromEntries(DEMO_ONLY_JOBS.map((kind) => [kind, async () => {}])) };
}

/**
 * Enqueues the recurring work of this moment (dedupe keys per time bucket: any number of instances);
 * the demo's jobs only where the demo was seeded.
 */
export async function enqueueRecurring(db: Database, now: Date, options: { demo: boolean }): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const hour = Math.floor(now.getTime() / 3_600_000);
  const minute = Math.floor(now.getTime() / 60_000);
  const fiveMinutes = Math.floor(now.getTime() / 300_000);
  const recurring: [kind: string, bucket: string | number][] = [
    ['calendar.extend', day],
    ['mail.retry', fiveMinutes],
    ['subscriptions.scan', minute],
    ['tickets.expire', fiveMinutes],
    ['payments.reconcile', fiveMinutes],
    ['tickets.remind', fiveMinutes],
    ['waitlist.promote', minute],
    [REFERRAL_REWARD_JOB, fiveMinutes],
    ['jobs.prune', hour],
    [SUSPEND_OVERDUE_JOB, day],
    [MONTHLY_INVOICE_JOB, day],
    [VOUCHER_EXPIRY_JOB, day],
  ];
  for (const [kind, bucket] of recurring) {
    if (!options.demo && DEMO_ONLY_JOBS.includes(kind)) continue;
    await enqueueJob(db, { kind, runAt: now, dedupeKey: `${kind}:${bucket}` });
  }
}

/**
 * Recurring work, enqueued under a dedupe key per time bucket so every instance may schedule it
 * safely, and the runner that drains the queue. Both start when the app is ready; the app's onClose
 * stops claiming and waits for the jobs that are running (before the mailer and the database close).
 * Call it before the app is ready (hooks cannot be added later). `clock` is the app's unless the requests
 * read a test clock (UNSAFE_TEST_CLOCK): the jobs then keep the machine's, so a look at a later day never
 * renews or reminds anyone.
 */
export function startScheduler(app: FastifyInstance, clock: Clock = app.ctx.clock): void {
  const { db } = app.ctx;
  const demo = app.ctx.config.SEED_DEMO;
  let timer: NodeJS.Timeout | undefined;
  let runner: JobRunner | undefined;
  const enqueue = async () => {
    try {
      await enqueueRecurring(db, clock.now(), { demo });
    } catch (error) {
      app.log.error({ err: errorForLog(error) }, 'scheduler tick failed');
    }
  };
  const onError: JobErrorReport = (error, kind, failure) => {
    if (failure.dead)
      app.log.error(
        { err: errorForLog(error), kind, jobId: failure.id, attempts: failure.attempts },
        'job dead after its last attempt',
      );
    else
      app.log.warn({ err: errorForLog(error), kind, attempts: failure.attempts }, 'job failed; will retry');
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void enqueue(), TICK_MS);
    timer.unref();
    await enqueue();
    runner = startJobRunner({
      db,
      handlers: jobHandlers(app, clock),
      now: () => clock.now(),
      onError,
      onDatabaseError: (error) => app.log.error({ err: errorForLog(error) }, 'job queue unreachable'),
      limits: KIND_LIMITS,
    });
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await runner?.stop();
  });
}
