import type { AdminTrainers } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, listOpenInvitations } from '../../auth/index.ts';
import { activitiesWithTrainer, selectTrainers } from '../settings-repository.ts';
import type { InvitationData } from './staff-helpers.ts';

/**
 * Trainers of the partner, and trainers who lead the partner's activities, with those activities;
 * the partner's open trainer invitations.
 */
export async function listTrainers({ db, now }: UseCaseContext, admin: Account): Promise<AdminTrainers> {
  const led = await activitiesWithTrainer(db, admin.id);
  const [trainers, invitations] = await Promise.all([
    selectTrainers(db, admin.id, [...new Set(led.map((row) => row.trainerId!))]),
    listOpenInvitations(db, 'trainer_invite', admin.id, now),
  ]);
  return {
    trainers: trainers.map((trainer) => ({
      ...trainer,
      activities: led
        .filter((row) => row.trainerId === trainer.id)
        .map(({ id, name, venueName }) => ({ id, name, venueName })),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email ?? '',
      name: (invitation.data as InvitationData)?.name ?? null,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}
