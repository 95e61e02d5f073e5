import { WAITLIST_FAIL_REASONS, WAITLIST_STATES } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, uuid } from './common.ts';

/** POST /api/user/waitlist: join the waitlist of a full time slot. */
export const waitlistJoinRequest = z.object({ timeSlotId: uuid, optionId: uuid });
export type WaitlistJoinRequest = z.infer<typeof waitlistJoinRequest>;

export const waitlistItem = z.object({
  id: uuid,
  timeSlotId: uuid,
  optionId: uuid,
  activityId: uuid,
  activityName: z.string(),
  venueName: z.string(),
  slotStartsAt: isoDateTime,
  state: z.enum(WAITLIST_STATES),
  /** 1 = next in line; null once the user no longer waits */
  position: z.number().int().min(1).nullable(),
  /**
   * why a promotion failed, a code the client words in its language: not enough credit and no saved
   * card, the saved card declined, the variant no longer offered; 'unknown' for an old unrecognised reason
   */
  failReason: z.enum(WAITLIST_FAIL_REASONS).nullable(),
  ticketId: uuid.nullable(),
  createdAt: isoDateTime,
});
export type WaitlistItem = z.infer<typeof waitlistItem>;

/** GET /api/user/waitlist: the user's waitlist places, the live ones first. */
export const waitlistResponse = z.object({ items: z.array(waitlistItem) });
export type WaitlistResponse = z.infer<typeof waitlistResponse>;
