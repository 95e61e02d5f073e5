import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, venues } from '../../db/schema.ts';

/** Queries of the photo lists of venues and activities. */

const TABLES = { venues, activities } as const;
export type PhotoOwner = keyof typeof TABLES;

/**
 * The photo list of a venue or activity with its row locked until the transaction ends, so that
 * uploads to one place count and append one after another; undefined when there is no such row.
 */
export async function lockPhotos(tx: Executor, kind: PhotoOwner, id: string) {
  const table = TABLES[kind];
  const [row] = await tx.select({ photos: table.photos }).from(table).where(eq(table.id, id)).for('update');
  return row?.photos;
}

/** Appends a photo address to the list; answers the new list. */
export async function appendPhoto(db: Executor, kind: PhotoOwner, id: string, url: string) {
  const table = TABLES[kind];
  const [updated] = await db
    .update(table)
    .set({ photos: sql`${table.photos} || ${JSON.stringify([url])}::jsonb` })
    .where(eq(table.id, id))
    .returning({ photos: table.photos });
  return updated!.photos;
}

/** Removes a photo address from the list in one statement (a concurrent upload is not lost); answers the new list. */
export async function removePhotoUrl(db: Executor, kind: PhotoOwner, id: string, url: string) {
  const table = TABLES[kind];
  const [updated] = await db
    .update(table)
    .set({ photos: sql`${table.photos} - ${url}::text` })
    .where(eq(table.id, id))
    .returning({ photos: table.photos });
  return updated!.photos;
}
