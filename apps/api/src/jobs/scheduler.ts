import type { FastifyInstance } from 'fastify';
import { extendCalendar } from '../db/seed.ts';
import { ticketExpiryJob } from '../modules/entries/index.ts';
import { createSubscriptionLifecycle } from '../modules/subscriptions/index.ts';
import { errorForLog } from '../shared/error-handler.ts';
import { enqueueJob, runDueJobs } from './queue.ts';

const TICK_MS = 60_000;

/** Recurring work, enqueued under a dedupe key per time bucket so every instance may schedule it safely. */
export function startScheduler(app: FastifyInstance): () => void {
  const { db, clock, mailer } = app.ctx;
  const lifecycle = createSubscriptionLifecycle({
    db,
    clock,
    payments: app.payments,
    mailer,
    log: app.log,
    publicUrl: app.ctx.config.PUBLIC_URL,
  });
  const handlers = {
    // renewals, retries, period-end changes and year-end reminders (modules/subscriptions/lifecycle.ts)
    ...lifecycle.handlers,
    'mail.retry': async () => {
      await mailer.retryPending();
    },
    'calendar.extend': async () => {
      await extendCalendar(db, clock.now());
    },
    'tickets.expire': ticketExpiryJob(db, () => clock.now()),
    // the webhook's retry path: failed events again, open payments checked with the provider
    'payments.reconcile': async () => {
      await app.payments.reconcile();
    },
  };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = clock.now();
      const day = now.toISOString().slice(0, 10);
      const fiveMinutes = Math.floor(now.getTime() / 300_000);
      await enqueueJob(db, { kind: 'calendar.extend', dedupeKey: `calendar.extend:${day}` });
      await enqueueJob(db, { kind: 'mail.retry', dedupeKey: `mail.retry:${fiveMinutes}` });
      await enqueueJob(db, {
        kind: 'subscriptions.scan',
        dedupeKey: `subscriptions.scan:${Math.floor(now.getTime() / 60_000)}`,
      });
      await enqueueJob(db, { kind: 'tickets.expire', dedupeKey: `tickets.expire:${fiveMinutes}` });
      await enqueueJob(db, { kind: 'payments.reconcile', dedupeKey: `payments.reconcile:${fiveMinutes}` });
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
