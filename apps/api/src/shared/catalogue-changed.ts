import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ResponseCache } from './response-cache.ts';

/**
 * What changed in what the public sees: published activities, venues or their photos, prices, slots
 * (calendar), free places (entries bought, cancelled, promoted from a waitlist), accounts erased,
 * anything the back office edits, or reviews (the cards show their average). Every scope clears the
 * whole public cache (its answers are cross-cutting: the list shows venues, prices and places), so a
 * change is announced only when a public answer can differ: a purchase or a cancellation only when a
 * slot's last place goes or a full slot gets one back (the pages show whether a slot has a place, not
 * how many), not at every sale.
 */
export type CatalogueScope =
  | 'activities'
  | 'venues'
  | 'photos'
  | 'prices'
  | 'slots'
  | 'places'
  | 'accounts'
  | 'backoffice'
  | 'reviews';

/** Called by a write service after its change is committed. */
export type CatalogueChanged = (scope: CatalogueScope) => void;

export interface CatalogueChanges {
  changed: CatalogueChanged;
  /**
   * resolves once this instance hears other instances' changes (at once without Redis), or after
   * READY_WAIT_MS when Redis does not answer: the server starts anyway, the subscription follows
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  cache: ResponseCache;
  log: FastifyBaseLogger;
  /** with Redis, every instance hears every change (pub/sub on `${prefix}catalogue-changed`) */
  redis: Redis | null;
  redisPrefix: string;
}

const READY_WAIT_MS = 2000;

/**
 * The one way a change reaches the public cache: this instance clears its cache at once, and with Redis
 * the change is published to every other instance, which clears its own (within milliseconds; the
 * cache's few seconds of life are the bound when Redis is unreachable). The subscriber is a connection
 * of its own (a subscribed Redis connection takes no other commands). After a reconnect the cache is
 * cleared too, since changes published while it was away were not heard.
 */
export function createCatalogueChanges({ cache, log, redis, redisPrefix }: Options): CatalogueChanges {
  if (!redis) {
    return { changed: () => cache.clear(), ready: async () => {}, close: async () => {} };
  }
  const channel = `${redisPrefix}catalogue-changed`;
  const instance = randomUUID();
  // commands wait while Redis is away (no retry limit): the subscription is made whenever it answers
  const subscriber = redis.duplicate({ enableAutoPipelining: false, maxRetriesPerRequest: null });
  subscriber.on('error', (error) =>
    log.warn({ err: { message: error.message } }, 'catalogue changes: Redis subscriber error'),
  );
  let subscribedOnce = false;
  subscriber.on('ready', () => {
    // a reconnect: changes published meanwhile were missed
    if (subscribedOnce) cache.clear();
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    // a message this instance did not send (or cannot read) clears: clearing too often is safe
    if (senderOf(message) !== instance) cache.clear();
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => {
      subscribedOnce = true;
    },
    (error: unknown) =>
      log.warn({ err: { message: String(error) } }, 'catalogue changes: not subscribed, answers expire'),
  );
  return {
    changed(scope) {
      cache.clear();
      redis.publish(channel, JSON.stringify({ instance, scope })).catch((error: unknown) => {
        log.warn({ err: { message: String(error) } }, 'catalogue changes: not published to other instances');
      });
    },
    ready: () =>
      Promise.race([subscribed, new Promise<void>((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]),
    async close() {
      subscriber.disconnect();
    },
  };
}

function senderOf(message: string): string | null {
  try {
    return (JSON.parse(message) as { instance?: string }).instance ?? null;
  } catch {
    return null;
  }
}
