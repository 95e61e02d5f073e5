import { type AccountRole, cardTimeStep } from '@champions/domain';
import { eq } from 'drizzle-orm';
import type fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { accounts } from '../../src/db/schema.ts';
import { cardCodeAt } from '../../src/modules/entries/card-code.ts';
import type { TestApp } from '../harness.ts';
import type { SubscriptionUser } from '../subscription-kit.ts';

/** What every step of a random money sequence works on: the app, the sequence's customer and the people around her. */
export interface World {
  kit: { t: TestApp; runBillingWorker: () => Promise<void>; brno: string; praha: string };
  newUser: (name?: string) => Promise<SubscriptionUser>;
  confirmCard: (user: SubscriptionUser, clientSecret: string, number?: string) => Promise<unknown>;
  partnerId: string;
  /** the sequence's customer: 500 Kč of credit and a saved card 4242 */
  customer: SubscriptionUser;
  card: string;
  /** made by the first company step of the sequence */
  company?: { id: string; email: string };
  employee?: SubscriptionUser;
  /** made by the first referral step: referred by the customer, with a card of her own (5555) */
  referee?: { user: SubscriptionUser; card: string };
  /** switch charges left open by a simulated crash, settled by the reconcile job */
  openSwitches: string[];
  /** moves the test clock on to `date` (tokens signed anew) and runs the billing worker there */
  walkTo: (date: Date) => Promise<void>;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  headers: Record<string, string>;
}

/** One step made ready: the call sent 1–3 times at once, and how to judge its answers. */
export interface Prepared {
  call: Call;
  /** the call must be refused: a 2xx answer fails the sequence */
  mustRefuse?: boolean;
  /** a 5xx answer is what the step simulates (a crash before our commit) */
  crashes?: boolean;
  /** runs the sends (e.g. with the crash switched on) */
  around?: <T>(send: () => Promise<T>) => Promise<T>;
  /** whether the step did what it is for (default: some answer was 2xx); may act once more (the door, a job) */
  done?: (answers: LightMyRequestResponse[]) => Promise<boolean>;
}

/** A kind of step: its random parameters, and the call they make in a world (null: nothing to do now). */
export interface StepDef<P> {
  params: fc.Arbitrary<P>;
  prepare: (world: World, params: P) => Promise<Prepared | null>;
  /** how often it is drawn against the others (default 1) */
  weight?: number;
  /** the plan a sequence that leads with this step starts with (only that plan can do it) */
  leadPlan?: 'PAYG_PLUS' | 'CHAMPIONSHIP' | 'CHAMPIONSHIP_FLEXIBLE';
}

/** Keeps the parameter type of each step kind when the kinds are listed in one record. */
export const stepDef = <P>(def: StepDef<P>): StepDef<P> => def;

export const anyOk = async (answers: LightMyRequestResponse[]) => answers.some((a) => a.statusCode < 300);

/** Tokens signed at the test clock's now (the clock walks past a token's lifetime). */
async function sign(world: World, email: string, role: AccountRole) {
  const [account] = await world.kit.t.db.select().from(accounts).where(eq(accounts.email, email));
  return world.kit.t.app.ctx.tokens.sign({ id: account!.id, email, role, tv: account!.tokenVersion });
}
export const superadminHeaders = async (world: World) => ({
  'x-superadmin-token': `Bearer ${await sign(world, 'admin@champions.cz', 'superadmin')}`,
});
export const partnerHeaders = async (world: World) => ({
  'x-admin-token': `Bearer ${await sign(world, 'partner@champions.cz', 'admin')}`,
});
export const businessHeaders = async (world: World, email: string) => ({
  'x-business-token': `Bearer ${await sign(world, email, 'business')}`,
});

/** The scan the reception sends for `user`'s card now, confirming `ticketId` (a slot of another time). */
export async function doorScan(world: World, user: SubscriptionUser, ticketId: string): Promise<Call> {
  const { t } = world.kit;
  const card = (await t.app.inject({ method: 'GET', url: '/api/user/card', headers: user.headers })).json();
  return {
    method: 'POST',
    url: '/api/admin/entries/scan',
    headers: await partnerHeaders(world),
    payload: {
      code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`,
      confirmTicketId: ticketId,
    },
  };
}

/** Sends a call once (a step's prerequisite, not the step under test). */
export const sendOnce = (world: World, call: Call) => world.kit.t.app.inject(call);
