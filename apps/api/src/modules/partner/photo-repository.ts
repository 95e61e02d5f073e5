import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities, venues } from '../../db/schema.ts';

/** Queries of the photo lists of venues and activities. */

const TABLES = { venues, activities } as const;
export type PhotoOwner = keyof typeof TABLES;

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

/** Replaces the list; answers it as stored. */
export async function setPhotos(db: Executor, kind: PhotoOwner, id: string, photos: string[]) {
  const table = TABLES[kind];
  const [updated] = await db
    .update(table)
    .set({ photos })
    .where(eq(table.id, id))
    .returning({ photos: table.photos });
  return updated!.photos;
}
