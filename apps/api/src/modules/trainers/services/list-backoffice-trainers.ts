import type { BackofficeTrainersQuery, BackofficeTrainersResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { activitiesLedBy, backofficeTrainerPage } from '../repository.ts';

/** /superadmin/trainer: every trainer with their partner and the activities they lead, one page. */
export async function listBackofficeTrainers(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: BackofficeTrainersQuery,
): Promise<BackofficeTrainersResponse> {
  const { rows, total } = await backofficeTrainerPage(db, query);
  const led = await activitiesLedBy(
    db,
    rows.map((row) => row.id),
  );
  return {
    trainers: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      activities: led
        .filter((activity) => activity.trainerId === row.id)
        .map(({ id, name, venueName }) => ({ id, name, venueName })),
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}
