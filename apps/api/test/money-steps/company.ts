import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { companySeats, emailOutbox, subscriptions } from '../../src/db/schema.ts';
import { makeCompany } from '../business-fixtures.ts';
import type { SubscriptionUser } from '../subscription-kit.ts';
import { businessHeaders, type Call, type Prepared, sendOnce, stepDef, type World } from './world.ts';

/**
 * Company seats: the company invites the sequence's employee, she accepts, the company removes her seat
 * and takes her back (a new invitation); the employee's own reactivate or withdraw of the company plan
 * is refused. A step whose call needs an earlier stage brings it about once first.
 */

async function companyOf(world: World) {
  world.company ??= await makeCompany(world.kit.t, {
    companyName: 'Náhodná firma s.r.o.',
    companyId: '25596641',
  });
  world.employee ??= await world.newUser('Eva Zaměstnaná');
  return { company: world.company, employee: world.employee };
}

async function inviteCall(world: World, allAreas: boolean): Promise<Call> {
  const { company, employee } = await companyOf(world);
  return {
    method: 'POST',
    url: '/api/business/seats',
    headers: await businessHeaders(world, company.email),
    payload: { emails: [employee.email], areaId: allAreas ? null : world.kit.brno, contribution: null },
  };
}
const invited = async (answers: { statusCode: number; json: () => { invited?: string[] } }[]) =>
  answers.some((a) => a.statusCode < 300 && (a.json().invited ?? []).length > 0);

/** The token of the newest invitation e-mailed to the employee. */
async function invitationToken(world: World, employee: SubscriptionUser): Promise<string | null> {
  const [mail] = await world.kit.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, employee.email), eq(emailOutbox.template, 'company_invitation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const match = mail && /company-invitation\?token=([\w%-]+)/.exec(mail.text);
  return match ? decodeURIComponent(match[1]!) : null;
}
async function acceptCall(world: World): Promise<Call | null> {
  const { employee } = await companyOf(world);
  const token = await invitationToken(world, employee);
  return token
    ? { method: 'POST', url: '/api/user/company-seats/accept', headers: employee.headers, payload: { token } }
    : null;
}

const seatsOf = (world: World, live: boolean) =>
  world.kit.t.db
    .select()
    .from(companySeats)
    .where(
      and(
        eq(companySeats.companyId, world.company!.id),
        live ? isNull(companySeats.removedAt) : isNotNull(companySeats.removedAt),
      ),
    );

/** Brings the employee's seat to `stage` once (nothing when it is there or cannot be reached). */
async function ensure(world: World, stage: 'invited' | 'accepted' | 'removed', allAreas: boolean) {
  await companyOf(world);
  let [live] = await seatsOf(world, true);
  if (stage === 'removed' && (await seatsOf(world, false)).length > 0) return;
  if (!live) {
    await sendOnce(world, await inviteCall(world, allAreas));
    [live] = await seatsOf(world, true);
  }
  if (stage === 'invited' || !live) return;
  if (!live.acceptedAt) {
    const accept = await acceptCall(world);
    if (accept) await sendOnce(world, accept);
  }
  if (stage === 'removed') await sendOnce(world, await removeCall(world, live.id));
}
const removeCall = async (world: World, seatId: string): Promise<Call> => ({
  method: 'DELETE',
  url: `/api/business/seats/${seatId}`,
  headers: await businessHeaders(world, world.company!.email),
});

/** The employee's newest plan when the company manages it and it has not ended. */
async function companyPlan(world: World) {
  const [sub] = await world.kit.t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, world.employee!.id))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return sub?.companySeatId && sub.currentState !== 'ENDED' ? sub : null;
}

export const companySteps = {
  companyInvite: stepDef({
    params: fc.boolean(),
    prepare: async (world, allAreas): Promise<Prepared> => ({
      call: await inviteCall(world, allAreas),
      done: invited,
    }),
  }),
  companyAccept: stepDef({
    params: fc.boolean(),
    prepare: async (world, allAreas) => {
      await ensure(world, 'invited', allAreas);
      const call = await acceptCall(world);
      return call ? { call } : null;
    },
  }),
  companyRemove: stepDef({
    params: fc.boolean(),
    prepare: async (world, allAreas) => {
      await ensure(world, 'accepted', allAreas);
      const [live] = await seatsOf(world, true);
      return live ? { call: await removeCall(world, live.id) } : null;
    },
  }),
  /** the company takes a removed employee back: a new invitation to the same e-mail */
  companyReactivate: stepDef({
    params: fc.boolean(),
    prepare: async (world, allAreas): Promise<Prepared> => {
      await ensure(world, 'removed', allAreas);
      return { call: await inviteCall(world, allAreas), done: invited };
    },
  }),
  employeeChangesCompanyPlan: stepDef({
    params: fc.record({ action: fc.constantFrom('reactivate', 'withdraw'), allAreas: fc.boolean() }),
    prepare: async (world, s): Promise<Prepared | null> => {
      await ensure(world, 'accepted', s.allAreas);
      if (!(await companyPlan(world))) return null;
      const call: Call =
        s.action === 'reactivate'
          ? {
              method: 'PUT',
              url: '/api/user/subscriptions/reactivate-subscription',
              headers: world.employee!.headers,
            }
          : { method: 'POST', url: '/api/user/subscriptions/withdraw', headers: world.employee!.headers };
      return {
        call,
        mustRefuse: true,
        done: async (answers) =>
          answers.every((a) => a.statusCode === 409 && a.json().code === 'SUBSCRIPTION_COMPANY_MANAGED'),
      };
    },
  }),
};
