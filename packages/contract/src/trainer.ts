import { TRAINER_PROFILE } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, pagination, uuid } from './common.ts';

/** The trainer area (SPEC 2 "Trainer"), the trainer's public page and the back office's trainer list. */

const specialisation = z
  .string()
  .trim()
  .min(2, 'Zaměření musí mít alespoň 2 znaky.')
  .max(TRAINER_PROFILE.MAX_SPECIALISATION_LENGTH, 'Zaměření může mít nejvýše 40 znaků.');

/** PUT /api/trainer/profile: what the trainer writes about themselves. */
export const trainerProfileRequest = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Vyplňte prosím jméno a příjmení.')
    .max(100, 'Jméno může mít nejvýše 100 znaků.'),
  bio: z.string().trim().max(TRAINER_PROFILE.MAX_BIO_LENGTH, 'Medailonek může mít nejvýše 2 000 znaků.'),
  specialisations: z
    .array(specialisation)
    .max(TRAINER_PROFILE.MAX_SPECIALISATIONS, 'Uveďte nejvýše 8 zaměření.'),
});
export type TrainerProfileRequest = z.infer<typeof trainerProfileRequest>;

/** An activity a trainer leads. */
export const trainerActivity = z.object({ id: uuid, name: z.string(), venueName: z.string() });

/** The trainer's own profile (GET/PUT /api/trainer/profile). */
export const trainerProfile = z.object({
  id: uuid,
  email: z.string(),
  name: z.string(),
  bio: z.string(),
  specialisations: z.array(z.string()),
  /** public address of the photo's largest WebP copy; null without a photo */
  photoUrl: z.string().nullable(),
  slug: z.string(),
  activities: z.array(trainerActivity),
});
export type TrainerProfile = z.infer<typeof trainerProfile>;

/** A person booked on the trainer's slot: first name only. */
export const trainerBooking = z.object({
  ticketId: uuid,
  firstName: z.string(),
  /** the ticket was used (by the trainer's list or at the reception) */
  attended: z.boolean(),
});

export const trainerSlot = z.object({
  id: uuid,
  activityId: uuid,
  activityName: z.string(),
  venueName: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  capacity: z.number().int(),
  cancelled: z.boolean(),
  bookings: z.array(trainerBooking),
});
export type TrainerSlot = z.infer<typeof trainerSlot>;

/** GET /api/trainer/slots: the trainer's slots from today for `weeks` weeks. */
export const trainerSlotsQuery = z.object({ weeks: z.coerce.number().int().min(1).max(8).default(3) });
export const trainerSlotsResponse = z.object({ slots: z.array(trainerSlot) });
export type TrainerSlotsResponse = z.infer<typeof trainerSlotsResponse>;

export const trainerAttendanceParams = z.object({ slotId: uuid, ticketId: uuid });
/** "Přítomen": the booking's ticket is used (once, as at the reception) or the Czech reason why not. */
export const trainerAttendanceResponse = z.object({
  attended: z.boolean(),
  message: z.string(),
  usedAt: isoDateTime.nullable(),
});
export type TrainerAttendanceResponse = z.infer<typeof trainerAttendanceResponse>;

/** PUT /api/admin/activities/:activityId/trainer: who leads the activity (null: nobody). */
export const activityTrainerRequest = z.object({ trainerId: uuid.nullable() });

/** GET /api/public/trainers/:slug: the trainer's public page. */
export const publicTrainerParams = z.object({ slug: z.string().min(1).max(80) });
export const publicTrainer = z.object({
  name: z.string(),
  bio: z.string(),
  specialisations: z.array(z.string()),
  photoUrl: z.string().nullable(),
  slug: z.string(),
  activities: z.array(trainerActivity),
  /** the next slots of their activities (not cancelled, with free places or not) */
  slots: z.array(
    z.object({
      id: uuid,
      activityId: uuid,
      activityName: z.string(),
      venueName: z.string(),
      startsAt: isoDateTime,
      endsAt: isoDateTime,
    }),
  ),
});
export type PublicTrainer = z.infer<typeof publicTrainer>;

/** GET /api/superadmin/trainers: every trainer, searched (name, e-mail) and paged on the server. */
export const backofficeTrainersQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeTrainersQuery = z.infer<typeof backofficeTrainersQuery>;
export const backofficeTrainerRow = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  partnerId: uuid.nullable(),
  partnerName: z.string().nullable(),
  slug: z.string().nullable(),
  activities: z.array(trainerActivity),
  createdAt: isoDateTime,
});
export type BackofficeTrainerRow = z.infer<typeof backofficeTrainerRow>;
export const backofficeTrainersResponse = z.object({ trainers: z.array(backofficeTrainerRow), pagination });
export type BackofficeTrainersResponse = z.infer<typeof backofficeTrainersResponse>;
