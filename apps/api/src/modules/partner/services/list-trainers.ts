import type { AdminTrainers } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { listOpenInvitations } from '../../auth/index.ts';
import { activitiesWithTrainer, selectTrainers } from '../settings-repository.ts';
import type { InvitationData } from './staff-helpers.ts';

/**
 * Trainers of the partner, and trainers who lead the partner's activities, with those activities;
 * the partner's open trainer invitations.
 */
export async function listTrainers(db: Executor, adminId: string, now: Date): Promise<AdminTrainers> {
  const led = await activitiesWithTrainer(db, adminId);
  const [trainers, invitations] = await Promise.all([
    selectTrainers(db, adminId, [...new Set(led.map((row) => row.trainerId!))]),
    listOpenInvitations(db, 'trainer_invite', adminId, now),
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
