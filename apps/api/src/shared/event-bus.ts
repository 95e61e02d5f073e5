import type { Database, Executor, Transaction } from '../db/client.ts';
import { type AppEvent, REACTIONS, type ReactionName } from './app-events.ts';

/**
 * One reaction: given the event and where it runs — the event's transaction (`withEvent`), or the
 * database after the commit (`afterCommit`).
 */
export type Reaction = (event: AppEvent, executor: Executor) => Promise<unknown> | unknown;

export interface AppEvents {
  /** The module that owns a reaction provides it once, at start. */
  provide(name: ReactionName, reaction: Reaction): void;
  /** The reactions REACTIONS names that nobody provided (the app refuses to start with any). */
  missing(): ReactionName[];
  /**
   * Says what happened, in the transaction it happened in: runs the event's `withEvent` reactions there
   * (they commit with it or not at all) and keeps it for its `afterCommit` ones, which the `transaction`
   * that owns `tx` runs once it committed. An event with after-commit reactions emitted in a transaction
   * not opened by `transaction` would lose them: that is refused.
   */
  emit(tx: Executor, event: AppEvent): Promise<void>;
  /** A transaction whose events' after-commit reactions run once it committed, and never after a rollback. */
  transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** Reports an after-commit reaction that failed: the change stands, so the caller's answer does too. */
export type ReactionFailure = (error: unknown, reaction: ReactionName, event: AppEvent) => void;

export function createAppEvents(onFailure: ReactionFailure): AppEvents {
  const provided = new Map<ReactionName, Reaction>();
  const pending = new WeakMap<object, AppEvent[]>();
  const reactionOf = (name: ReactionName): Reaction => {
    const reaction = provided.get(name);
    if (!reaction) throw new Error(`the reaction ${name} was not provided`);
    return reaction;
  };
  return {
    provide(name, reaction) {
      if (provided.has(name)) throw new Error(`the reaction ${name} is already provided`);
      provided.set(name, reaction);
    },
    missing() {
      const declared = new Set(
        Object.values(REACTIONS).flatMap((reactions) => [...reactions.withEvent, ...reactions.afterCommit]),
      );
      return [...declared].filter((name) => !provided.has(name));
    },
    async emit(tx, event) {
      const reactions = REACTIONS[event.type];
      if (reactions.afterCommit.length > 0) {
        const events = pending.get(tx);
        if (!events)
          throw new Error(`${event.type} has reactions after the commit: emit it in events.transaction`);
        events.push(event);
      }
      for (const name of reactions.withEvent) await reactionOf(name)(event, tx);
    },
    async transaction(db, work) {
      let emitted: AppEvent[] = [];
      const result = await db.transaction(async (tx) => {
        emitted = [];
        pending.set(tx, emitted);
        return work(tx);
      });
      for (const event of emitted) {
        for (const name of REACTIONS[event.type].afterCommit) {
          try {
            await reactionOf(name)(event, db);
          } catch (error) {
            onFailure(error, name, event);
          }
        }
      }
      return result;
    },
  };
}
