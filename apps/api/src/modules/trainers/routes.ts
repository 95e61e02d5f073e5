import { TRAINER_CALLS } from '@champions/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import {
  currentAccount,
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
import { TRAINER_INVITATION } from './services/trainer-invitation.ts';
import { removeTrainerPhoto, uploadTrainerPhoto } from './services/trainer-photo.ts';
import { trainerSupport } from './services/trainer-support.ts';
import { updateTrainerProfile } from './services/update-profile.ts';

/**
 * Trainers (SPEC 2 "Trainer"): the partner's invitation and assignment, the trainer's sign-up and
 * area (profile, photo, slots with bookings, attendance, support, referral), the public page and the
 * back office's list (the route table's TRAINER_CALLS).
 */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config, tokens, catalogueChanged: changed } = app.ctx;
  const store = app.photoStore;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5 } });
  const admin = { tags: ['admin'] };
  const trainer = { tags: ['trainer'] };

  routeFromCall(app, TRAINER_CALLS.invite, admin, async ({ body, request, language }) =>
    sendTeamInvitation(
      TRAINER_INVITATION,
      { db, mailer, publicUrl: config.PUBLIC_URL, now: clock.now(), language },
      currentAccount(request),
      body,
    ),
  );
  routeFromCall(app, TRAINER_CALLS.withdrawInvitation, admin, async ({ params, request, language }) =>
    withdrawTeamInvitation(TRAINER_INVITATION, db, {
      adminId: currentAccount(request).id,
      invitationId: params.invitationId,
      now: clock.now(),
      language,
    }),
  );
  routeFromCall(app, TRAINER_CALLS.remove, admin, async ({ params, request, language }) => {
    const adminId = currentAccount(request).id;
    return removeTrainer(
      { db, customers: app.payments.provider, changed },
      {
        adminId,
        actorId: request.auth?.impersonatedBy ?? adminId,
        trainerId: params.trainerId,
        now: clock.now(),
      },
      language,
    );
  });
  routeFromCall(app, TRAINER_CALLS.assignActivity, admin, async ({ params, body, request, language }) =>
    assignActivityTrainer(
      { db, changed },
      currentAccount(request).id,
      { activityId: params.activityId, trainerId: body.trainerId },
      language,
    ),
  );

  routeFromCall(app, TRAINER_CALLS.invitation, trainer, async ({ query }) =>
    readTeamInvitation(TRAINER_INVITATION, db, query.token, clock.now()),
  );
  routeFromCall(
    app,
    TRAINER_CALLS.signup,
    { ...trainer, config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } } },
    async ({ body }) => signUpFromTeamInvitation(TRAINER_INVITATION, { db, tokens, now: clock.now() }, body),
  );
  routeFromCall(app, TRAINER_CALLS.profile, trainer, async ({ request }) =>
    trainerProfileOf(db, currentAccount(request)),
  );
  routeFromCall(app, TRAINER_CALLS.updateProfile, trainer, async ({ body, request }) =>
    updateTrainerProfile({ db, changed, now: clock.now() }, currentAccount(request), body),
  );
  routeFromCall(app, TRAINER_CALLS.uploadPhoto, trainer, async ({ request }) =>
    uploadTrainerPhoto({ db, store, changed, now: clock.now() }, currentAccount(request), request),
  );
  routeFromCall(app, TRAINER_CALLS.removePhoto, trainer, async ({ request }) =>
    removeTrainerPhoto({ db, store, changed, now: clock.now() }, currentAccount(request)),
  );
  routeFromCall(app, TRAINER_CALLS.slots, trainer, async ({ query, request }) =>
    listTrainerSlots(db, currentAccount(request).id, query.weeks, clock.now()),
  );
  routeFromCall(app, TRAINER_CALLS.attend, trainer, async ({ params, request, language }) =>
    markAttendance(db, currentAccount(request), params, clock.now(), app.ctx.events, language),
  );
  routeFromCall(app, TRAINER_CALLS.support, trainer, async ({ body, request, language }) =>
    trainerSupport(db, currentAccount(request), body, language),
  );

  routeFromCall(app, TRAINER_CALLS.publicProfile, { tags: ['public'] }, async ({ params }) =>
    publicTrainer(db, params.slug, clock.now()),
  );
  routeFromCall(app, TRAINER_CALLS.backofficeList, { tags: ['superadmin'] }, async ({ query }) =>
    listBackofficeTrainers(db, query),
  );
};
