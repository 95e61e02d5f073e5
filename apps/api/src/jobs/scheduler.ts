import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { extendCalendar } from '../db/seed.ts';
import {
  createWaitlist,
  dueReminders,
  REMINDER_JOB,
  reminderDedupeKey,
  ticketExpiryJob,
  ticketReminderJob,
} from '../modules/entries/index.ts';
import { RETURN_PAYMENT_JOB, returnPaymentJob } from '../modules/payments/index.ts';
import { createSubscriptionLifecycle } from '../modules/subscriptions/index.ts';
import { errorForLog } from '../shared/error-handler.ts';
import { enqueueJob, type JobHandler, runDueJobs } from './queue.ts';

const TICK_MS = 60_000;

/** What each job kind runs (also used by tests that walk the clock). */
export function jobHandlers(app: FastifyInstance): Record<string, JobHandler> {
  const { db, clock, mailer, catalogueChanged } = app.ctx;
  const lifecycle = createSubscriptionLifecycle({
    db,
    clock,
    payments: app.payments,
    mailer,
    log: app.log,
    publicUrl: app.ctx.config.PUBLIC_URL,
  });
  const publicUrl = app.ctx.config.PUBLIC_URL;
  const waitlist = createWaitlist({
    db,
    payments: app.payments,
    mailer,
    publicUrl,
    now: () => clock.now(),
    catalogueChanged,
  });
  return {
    // renewals, retries, period-end changes and year-end reminders (modules/subscriptions/lifecycle.ts)
    ...lifecycle.handlers,
    'mail.retry': async () => {
      await mailer.retryPending();
    },
    'calendar.extend': async () => {
      await extendCalendar(db, clock.now());
      catalogueChanged('slots');
    },
    'tickets.expire': ticketExpiryJob(db, () => clock.now()),
    // the webhook's retry path: failed events again, open payments checked with the provider
    'payments.reconcile': async () => {
      await app.payments.reconcile();
    },
    // the reminder the day before a slot, one job per ticket (dedupe key): sent once across workers
    'tickets.remind': async () => {
      const now = clock.now();
      for (const ticketId of await dueReminders(db, now)) {
        await enqueueJob(db, {
          kind: REMINDER_JOB,
          payload: { ticketId },
          runAt: now,
          dedupeKey: reminderDedupeKey(ticketId),
        });
      }
    },
    // a payment that bought nothing goes back to the card it came from
    [RETURN_PAYMENT_JOB]: returnPaymentJob(app.payments),
    [REMINDER_JOB]: ticketReminderJob({ db, mailer, publicUrl, now: () => clock.now() }),
    // freed places (capacity raised, a missed run) go to the waitlists
    'waitlist.promote': async () => {
      await waitlist.promoteAll();
    },
  };
}

/** Enqueues the recurring work of this moment (dedupe keys per time bucket: any number of instances). */
export async function enqueueRecurring(db: Database, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
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
  ];
  for (const [kind, bucket] of recurring) {
    await enqueueJob(db, { kind, runAt: now, dedupeKey: `${kind}:${bucket}` });
  }
}

/** Recurring work, enqueued under a dedupe key per time bucket so every instance may schedule it safely. */
export function startScheduler(app: FastifyInstance): () => void {
  const { db, clock } = app.ctx;
  const handlers = jobHandlers(app);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = clock.now();
      await enqueueRecurring(db, now);
      await runDueJobs(db, handlers, now, (error, kind) =>
        app.log.error({ err: errorForLog(error), kind }, 'job failed'),
      );
    } catch (error) {
      app.log.error({ err: errorForLog(error) }, 'scheduler tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
