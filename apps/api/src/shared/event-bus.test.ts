import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { type AppEvent, REACTIONS, type ReactionName } from './app-events.ts';
import { createAppEvents } from './event-bus.ts';

/** A database whose transactions hand out a fresh object and commit, or roll back by rejecting. */
function fakeDatabase() {
  const log: string[] = [];
  const db = {
    async transaction<T>(work: (tx: object) => Promise<T>): Promise<T> {
      const tx = { name: 'tx' };
      log.push('begin');
      try {
        const result = await work(tx);
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
  return { db, log };
}

const cancelled: AppEvent = {
  type: 'entry.cancelled',
  ticketId: 'ticket',
  timeSlotId: 'slot',
  freedFullSlot: true,
};
const refunded: AppEvent = {
  type: 'payment.refunded',
  paymentId: 'payment',
  refundKey: 'key',
  amount: 100,
  to: 'credits',
};

function provideAll(events: ReturnType<typeof createAppEvents>, log: string[]) {
  const names = new Set(
    Object.values(REACTIONS).flatMap((reactions) => [...reactions.withEvent, ...reactions.afterCommit]),
  );
  for (const name of names) {
    events.provide(name, (event, executor) => {
      log.push(`${name}:${event.type}:${(executor as { name?: string }).name ?? 'db'}`);
    });
  }
}

describe('events and their reactions', () => {
  it('runs an event’s reactions with it in its transaction, and the others once it committed', async () => {
    const { db, log } = fakeDatabase();
    const events = createAppEvents(() => {});
    provideAll(events, log);
    const answer = await events.transaction(db, async (tx) => {
      await events.emit(tx, refunded);
      await events.emit(tx, cancelled);
      log.push('work done');
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(log).toEqual([
      'begin',
      'mail.money:payment.refunded:tx',
      'webhooks.enqueue:entry.cancelled:tx',
      'work done',
      'commit',
      'catalogue.places:entry.cancelled:db',
      'waitlist.promote:entry.cancelled:db',
    ]);
  });

  it('runs no reaction after a rollback', async () => {
    const { db, log } = fakeDatabase();
    const events = createAppEvents(() => {});
    provideAll(events, log);
    await expect(
      events.transaction(db, async (tx) => {
        await events.emit(tx, cancelled);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // the reaction in the transaction rolled back with it (a webhook queued there is gone)
    expect(log).toEqual(['begin', 'webhooks.enqueue:entry.cancelled:tx', 'rollback']);
  });

  it('refuses an event with reactions after the commit in a transaction it did not open', async () => {
    const { db, log } = fakeDatabase();
    const events = createAppEvents(() => {});
    provideAll(events, log);
    await expect(db.transaction((tx) => events.emit(tx, cancelled))).rejects.toThrow(/events\.transaction/);
    // an event whose reactions all commit with it may be said in any transaction
    await db.transaction((tx) => events.emit(tx, refunded));
    expect(log).toContain('mail.money:payment.refunded:tx');
  });

  it('reports a reaction after the commit that failed, and the change and its answer stand', async () => {
    const { db } = fakeDatabase();
    const failures = vi.fn();
    const promote = vi.fn(async () => {
      throw new Error('waitlist down');
    });
    const fresh = createAppEvents(failures);
    for (const name of [
      'mail.money',
      'catalogue.places',
      'catalogue.slots',
      'webhooks.enqueue',
    ] as ReactionName[]) {
      fresh.provide(name, () => {});
    }
    fresh.provide('waitlist.promote', promote);
    const answer = await fresh.transaction(db, async (tx) => {
      await fresh.emit(tx, cancelled);
      return 'cancelled';
    });
    expect(answer).toBe('cancelled');
    expect(promote).toHaveBeenCalledTimes(1);
    expect(failures).toHaveBeenCalledWith(expect.any(Error), 'waitlist.promote', cancelled);
  });

  it('names every reaction declared and not provided, and refuses one provided twice', () => {
    const events = createAppEvents(() => {});
    expect(events.missing()).toEqual(
      expect.arrayContaining(['mail.money', 'catalogue.places', 'catalogue.slots', 'waitlist.promote']),
    );
    events.provide('mail.money', () => {});
    expect(events.missing()).not.toContain('mail.money');
    expect(() => events.provide('mail.money', () => {})).toThrow(/already provided/);
  });
});
