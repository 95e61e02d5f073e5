import { TRAINER_CALLS } from '@champions/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import {
  readTeamInvitation,
  sendTeamInvitation,
  signUpFromTeamInvitation,
  withdrawTeamInvitation,
} from '../auth/index.ts';
import { MAX_PHOTO_BYTES } from '../partner/index.ts';
import { assignActivityTrainer } from './services/assign-activity-trainer.ts';
import { listBackofficeTrainers } from './services/list-backoffice-trainers.ts';
import { listTrainerSlots } from './services/list-trainer-slots.ts';
import { markAttendance } from './services/mark-attendance.ts';
import { trainerProfileOf } from './services/profile.ts';
import { publicTrainer } from './services/public-trainer.ts';
import { removeTrainer } from './services/remove-trainer.ts';
import { removeTrainerPhoto } from './services/remove-trainer-photo.ts';
import { TRAINER_INVITATION } from './services/trainer-invitation.ts';
import { trainerSupport } from './services/trainer-support.ts';
import { updateTrainerProfile } from './services/update-profile.ts';
import { uploadTrainerPhoto } from './services/upload-trainer-photo.ts';

/**
 * Trainers (SPEC 2 "Trainer"): the partner's invitation and assignment, the trainer's sign-up and
 * area (profile, photo, slots with bookings, attendance, support, referral), the public page and the
 * back office's list (the route table's TRAINER_CALLS).
 */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  const admin = { tags: ['admin'] };
  const trainer = { tags: ['trainer'] };

  routeFromCall(app, TRAINER_CALLS.invite, admin, async ({ ctx, actor, body }) =>
    sendTeamInvitation(ctx, actor, { kind: TRAINER_INVITATION, ...body }),
  );
  routeFromCall(app, TRAINER_CALLS.withdrawInvitation, admin, async ({ ctx, actor, params }) =>
    withdrawTeamInvitation(ctx, actor, { kind: TRAINER_INVITATION, invitationId: params.invitationId }),
  );
  routeFromCall(app, TRAINER_CALLS.remove, admin, async ({ ctx, actor, params, request }) =>
    removeTrainer(ctx, actor, {
      trainerId: params.trainerId,
      impersonatedBy: request.auth?.impersonatedBy ?? null,
    }),
  );
  routeFromCall(app, TRAINER_CALLS.assignActivity, admin, async ({ ctx, actor, params, body }) =>
    assignActivityTrainer(ctx, actor, { activityId: params.activityId, trainerId: body.trainerId }),
  );

  routeFromCall(app, TRAINER_CALLS.invitation, trainer, async ({ ctx, actor, query }) =>
    readTeamInvitation(ctx, actor, { kind: TRAINER_INVITATION, token: query.token }),
  );
  routeFromCall(
    app,
    TRAINER_CALLS.signup,
    { ...trainer, config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } } },
    async ({ ctx, actor, body }) =>
      signUpFromTeamInvitation(ctx, actor, { kind: TRAINER_INVITATION, ...body }),
  );
  routeFromCall(app, TRAINER_CALLS.profile, trainer, async ({ ctx, actor }) => trainerProfileOf(ctx, actor));
  routeFromCall(app, TRAINER_CALLS.updateProfile, trainer, async ({ ctx, actor, body }) =>
    updateTrainerProfile(ctx, actor, body),
  );
  routeFromCall(app, TRAINER_CALLS.uploadPhoto, trainer, async ({ ctx, actor, request }) =>
    uploadTrainerPhoto(ctx, actor, { request }),
  );
  routeFromCall(app, TRAINER_CALLS.removePhoto, trainer, async ({ ctx, actor }) =>
    removeTrainerPhoto(ctx, actor),
  );
  routeFromCall(app, TRAINER_CALLS.slots, trainer, async ({ ctx, actor, query }) =>
    listTrainerSlots(ctx, actor, { weeks: query.weeks }),
  );
  routeFromCall(app, TRAINER_CALLS.attend, trainer, async ({ ctx, actor, params }) =>
    markAttendance(ctx, actor, params),
  );
  routeFromCall(app, TRAINER_CALLS.support, trainer, async ({ ctx, actor, body }) =>
    trainerSupport(ctx, actor, body),
  );

  routeFromCall(app, TRAINER_CALLS.publicProfile, { tags: ['public'] }, async ({ ctx, actor, params }) =>
    publicTrainer(ctx, actor, { slug: params.slug }),
  );
  routeFromCall(app, TRAINER_CALLS.backofficeList, { tags: ['superadmin'] }, async ({ ctx, actor, query }) =>
    listBackofficeTrainers(ctx, actor, query),
  );
};
