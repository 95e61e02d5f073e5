import fc from 'fast-check';
import { ensureTicket, openTickets, ticketsOf } from './customer.ts';
import { doorScan, partnerHeaders, sendOnce, stepDef, type World } from './world.ts';

/** The partner's side: the reception admits the customer's ticket; the partner cancels a slot she bought. */

/** Admits one of the customer's open tickets at the door (once); answers whether one was admitted. */
export async function admitOnce(world: World, which: number): Promise<boolean> {
  await ensureTicket(world, which);
  const open = await openTickets(world);
  const ticket = open[which % Math.max(1, open.length)];
  if (!ticket) return false;
  const answer = await sendOnce(world, await doorScan(world, world.customer, ticket.id));
  return answer.json().admitted === true;
}

export const partnerSteps = {
  admit: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      await ensureTicket(world, which);
      const open = await openTickets(world);
      const ticket = open[which % Math.max(1, open.length)];
      if (!ticket) return null;
      return {
        call: await doorScan(world, world.customer, ticket.id),
        done: async (answers) => answers.some((a) => a.json().admitted === true),
      };
    },
  }),
  slotCancel: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      // a slot the customer holds a ticket for (sold), whatever became of the ticket
      await ensureTicket(world, which);
      const held = (await ticketsOf(world, world.customer.id)).filter((ticket) => ticket.timeSlotId);
      const ticket = held[which % Math.max(1, held.length)];
      if (!ticket) return null;
      return {
        call: {
          method: 'POST',
          url: `/api/admin/slots/${ticket.timeSlotId}/cancel`,
          headers: await partnerHeaders(world),
        },
      };
    },
  }),
};
