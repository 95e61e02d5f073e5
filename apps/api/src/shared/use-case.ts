import type { Language } from '@champions/domain';
import type { AppContext } from './context.ts';

/**
 * What the modules add to every use case's context, each by augmenting this interface next to the
 * thing it adds (modules/payments: `payments`, modules/entries: `cardKey`, ...), so this file knows no
 * feature. plugins/use-cases.ts fills it once, when the app starts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules
export interface UseCaseServices {}

/** What a use case gets from the app, made once at start (plugins/use-cases.ts). */
export type UseCaseBase = AppContext & UseCaseServices;

/**
 * The first argument of every use case: the app's parts (the database or the transaction the use case
 * runs in, the mailer, payments, events, ...), the moment of the call and the language of its answer.
 */
export interface UseCaseContext extends UseCaseBase {
  /** the moment the call happens: one reading of the clock for the whole use case */
  now: Date;
  /** the caller's language: texts in an answer or a reaction are in it (Accept-Language) */
  language: Language;
}

/**
 * The one shape of a use case (documenso's services): the context, the acting identity (the signed-in
 * account, a partner's API key, or `null` for an anonymous or system caller) and one input object.
 */
export type UseCase<Actor, Input, Output> = (
  ctx: UseCaseContext,
  actor: Actor,
  input: Input,
) => Promise<Output>;

/** The context of a call made now (a route's request, a job's run). */
export const useCaseContextAt = (
  base: UseCaseBase,
  now: Date,
  language: Language = 'cs',
): UseCaseContext => ({
  ...base,
  now,
  language,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** the parts every use case gets (plugins/use-cases.ts); a call's context adds its moment and language */
    useCases: UseCaseBase;
  }
}
