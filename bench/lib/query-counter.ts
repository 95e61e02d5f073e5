import type pg from 'pg';

interface Counted {
  statements: number;
  /** statements sent while no other counted one was in flight */
  serial: number;
  texts: string[];
}

/**
 * Counts every query the pool's clients send to PostgreSQL (BEGIN and COMMIT included), between
 * `start()` and `stop()`. Wraps the client class's `query` once: call it before the pool's first
 * connection, so that every client (and every wrapper made around a checked-out client) goes through it.
 */
export function countQueries(pool: pg.Pool) {
  const Client = (pool as unknown as { Client: typeof pg.Client }).Client;
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  let counting = false;
  let inFlight = 0;
  let counted: Counted = { statements: 0, serial: 0, texts: [] };
  Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    if (!counting) return original.apply(this, args);
    const first = args[0] as string | { text?: string };
    counted.statements += 1;
    if (inFlight === 0) counted.serial += 1;
    counted.texts.push(typeof first === 'string' ? first : (first?.text ?? '?'));
    inFlight += 1;
    const done = () => {
      inFlight -= 1;
    };
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => unknown;
      args[last] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  } as typeof Client.prototype.query;
  return {
    start() {
      counting = true;
      inFlight = 0;
      counted = { statements: 0, serial: 0, texts: [] };
    },
    snapshot(): Counted {
      return { ...counted, texts: [...counted.texts] };
    },
    stop(): Counted {
      counting = false;
      return counted;
    },
  };
}
