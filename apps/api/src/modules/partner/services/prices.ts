import type { AdminPrice, priceInput } from '@champions/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import { AppError, fieldError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import {
  archiveOption,
  countOptionsOnSale,
  insertOption,
  lockActivity,
  selectPrices,
  updateOption,
} from '../price-repository.ts';
import { ownActivity, ownOption } from '../scope.ts';
import { optionEconomics } from './activities.ts';

type PriceInput = z.output<typeof priceInput>;

/** PAYG prices of the partner's options, with the PAYG+ price and the partner's earning. */
export async function listPrices(db: Executor, adminId: string, now: Date, optionId?: string) {
  const rows = await selectPrices(db, adminId, optionId);
  return rows.map((row) => ({ ...row, ...optionEconomics(row.price, now) }));
}

async function onePrice(db: Executor, adminId: string, optionId: string, now: Date): Promise<AdminPrice> {
  const [price] = await listPrices(db, adminId, now, optionId);
  return price!;
}

export async function getPrice(db: Executor, adminId: string, optionId: string, now: Date) {
  await ownOption(db, adminId, optionId);
  return onePrice(db, adminId, optionId, now);
}

/** Adds a priced option to one of the partner's activities, last in its order. */
export async function addPrice(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  input: PriceInput,
  now: Date,
) {
  try {
    await ownActivity(db, adminId, input.activityId);
  } catch {
    throw fieldError('NOT_OWN_ACTIVITY', 'body.activityId');
  }
  const id = await insertOption(db, {
    activityId: input.activityId,
    name: input.name,
    price: input.price,
    durationMinutes: input.durationMinutes,
    sortOrder: await countOptionsOnSale(db, input.activityId),
  });
  changed('prices');
  return onePrice(db, adminId, id, now);
}

/** Changes name, price or duration; an option stays with its activity. */
export async function changePrice(
  db: Executor,
  changed: CatalogueChanged,
  adminId: string,
  optionId: string,
  input: PriceInput,
  now: Date,
) {
  const { option } = await ownOption(db, adminId, optionId);
  if (input.activityId !== option.activityId) throw fieldError('PRICE_ACTIVITY_FIXED', 'body.activityId');
  await updateOption(db, option.id, {
    name: input.name,
    price: input.price,
    durationMinutes: input.durationMinutes,
  });
  changed('prices');
  return onePrice(db, adminId, option.id, now);
}

/** Stops selling an option (bought entries stay valid); an activity keeps at least one price. */
export async function stopSelling(
  db: Database,
  changed: CatalogueChanged,
  adminId: string,
  optionId: string,
) {
  const { option } = await ownOption(db, adminId, optionId);
  // Two of the last options stopped at once must not both pass the check.
  await db.transaction(async (tx) => {
    await lockActivity(tx, option.activityId);
    if ((await countOptionsOnSale(tx, option.activityId)) <= 1) throw new AppError('LAST_PRICE');
    await archiveOption(tx, option.id);
  });
  changed('prices');
  return { message: PARTNER_TEXTS.priceArchived(option.name) };
}
